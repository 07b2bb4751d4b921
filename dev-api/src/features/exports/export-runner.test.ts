import { createExportRunner } from './export-runner';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

test('runs jobs one at a time in the order queued, and a job queued twice once', async () => {
  const runner = createExportRunner();
  const order: string[] = [];
  const first = gate();
  runner.enqueue(1, async () => {
    order.push('1 start');
    await first.opened;
    order.push('1 end');
  });
  runner.enqueue(2, () => {
    order.push('2');
    return Promise.resolve();
  });
  runner.enqueue(1, () => {
    order.push('1 again');
    return Promise.resolve();
  });
  expect(runner.holds(1)).toBe(true);
  first.open();
  await runner.idle();
  expect(order).toEqual(['1 start', '1 end', '2']);
  expect(runner.holds(1)).toBe(false);
});

test('a failing job is reported and the next one still runs', async () => {
  const failures: number[] = [];
  const runner = createExportRunner((id) => failures.push(id));
  let ran = false;
  runner.enqueue(7, () => Promise.reject(new Error('disk full')));
  runner.enqueue(8, () => {
    ran = true;
    return Promise.resolve();
  });
  await runner.idle();
  expect(failures).toEqual([7]);
  expect(ran).toBe(true);
});

test('idle waits for a job queued by a job that is running', async () => {
  const runner = createExportRunner();
  const done: number[] = [];
  runner.enqueue(1, () => {
    runner.enqueue(2, () => {
      done.push(2);
      return Promise.resolve();
    });
    done.push(1);
    return Promise.resolve();
  });
  await runner.idle();
  expect(done).toEqual([1, 2]);
});
