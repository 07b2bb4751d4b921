import { csvRecords, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    const text = 'name,note\r\n"Acme, Inc.","said ""hi""\nthen left"\r\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Acme, Inc.', 'said "hi"\nthen left'],
    ]);
  });

  it('drops a leading byte order mark and keeps a last row without a line break', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });
});

describe('csvRecords', () => {
  it('keys each row by the header and fills missing cells with empty strings', () => {
    expect(csvRecords('\uFEFFid,title\r\n7\r\n8,Spring sale\r\n')).toEqual([
      { id: '7', title: '' },
      { id: '8', title: 'Spring sale' },
    ]);
  });
});
