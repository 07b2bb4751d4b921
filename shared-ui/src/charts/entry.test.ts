import * as main from '../index';
import * as charts from './index';

describe('the charts entry', () => {
  it('exports the chart components', () => {
    expect(Object.keys(charts)).toEqual(expect.arrayContaining(['BarChart', 'TimeSeriesChart']));
  });

  it('stays out of the main entry, so that pages without charts never download them', () => {
    const chartNames = Object.keys(charts);
    expect(Object.keys(main).filter((name) => chartNames.includes(name))).toEqual([]);
  });
});
