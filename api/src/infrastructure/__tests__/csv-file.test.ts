// Each cell a spreadsheet could run is shown as text; the rest is written as typed.
import { parse } from 'csv-parse/sync';
import { csvCell, csvFile } from '../csv-file';

it('neutralises a cell that starts with =, +, -, @, a tab or a carriage return', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toMatch(/^"?'/);
  expect(csvCell('Durand')).toBe('Durand');
  expect(csvCell('Jean-Pierre')).toBe('Jean-Pierre');
  expect(csvCell(42)).toBe('42');
});

it('writes a file a real CSV parser reads back cell for cell', () => {
  const rows = [
    ['=1+1', 'a;b', 'dit "oui"', 'adhésion'],
    ['\r=cmd', 'ligne\nsuivante', '+33 6', '@x'],
  ];
  const file = csvFile(['un', 'deux', 'trois', 'quatre'], rows);
  expect(file.startsWith('\uFEFF')).toBe(true);
  const [header, ...read] = parse(file, { bom: true, delimiter: ';' }) as string[][];
  expect(header).toEqual(['un', 'deux', 'trois', 'quatre']);
  expect(read).toEqual([
    ["'=1+1", 'a;b', 'dit "oui"', 'adhésion'],
    ["'\r=cmd", 'ligne\nsuivante', "'+33 6", "'@x"],
  ]);
});
