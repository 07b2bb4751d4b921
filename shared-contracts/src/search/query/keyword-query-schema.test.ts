import { adSearchBodySchema, adFiltersSchema } from '../../api/ads';
import { saveFilterBodySchema } from '../../api/filters';

describe('the keyword of a search in the contract', () => {
  it('takes a boolean query and a blank keyword', () => {
    expect(adSearchBodySchema.parse({ keyword: ' shoes OR boots ' }).keyword).toBe(
      'shoes OR boots',
    );
    expect(adSearchBodySchema.parse({ keyword: '  ' }).keyword).toBe('');
  });

  it('refuses a malformed query with the parser message, on searches and new saved filters', () => {
    const search = adSearchBodySchema.safeParse({ keyword: 'shoes "free' });
    expect(search.error?.issues[0]).toMatchObject({
      path: ['keyword'],
      message: 'Unclosed quote at 7',
    });
    const saved = saveFilterBodySchema.safeParse({ name: 'x', filters: { keyword: '(a' } });
    expect(saved.error?.issues[0]).toMatchObject({
      path: ['filters', 'keyword'],
      message: 'Unclosed ( at 1',
    });
  });

  it('still reads a stored filter whose keyword predates the grammar', () => {
    expect(adFiltersSchema.parse({ keyword: '50" screen' }).keyword).toBe('50" screen');
  });
});
