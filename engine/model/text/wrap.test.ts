import { describe, expect, it } from 'vitest';
import { fakeMeasurer } from '../testing/fakeMeasurer';
import { wrapText } from './wrap';

// At 10 pt in Roboto the fake measurer makes each character 2 mm wide: 20 mm holds 10 characters.
const wrap = (text: string, width = 20) => wrapText(text, width, 'Roboto', 10, fakeMeasurer);

describe('wrapText', () => {
  it('keeps a short text on one line', () => {
    expect(wrap('Hello')).toEqual(['Hello']);
  });
  it('breaks between words when a line would overflow', () => {
    expect(wrap('Happy new year from us all')).toEqual(['Happy new', 'year from', 'us all']);
  });
  it('fills a line exactly to the width', () => {
    expect(wrap('abcde fghi jk')).toEqual(['abcde fghi', 'jk']);
  });
  it('keeps line breaks and empty paragraphs', () => {
    expect(wrap('Dear Gran\n\nLove')).toEqual(['Dear Gran', '', 'Love']);
  });
  it('breaks a word longer than the box between characters', () => {
    expect(wrap('Supercalifragilistic ok')).toEqual(['Supercalif', 'ragilistic', 'ok']);
    expect(wrap('to Supercalifragilistic')).toEqual(['to', 'Supercalif', 'ragilistic']);
  });
  it('drops spaces at the edges of lines', () => {
    expect(wrap(' a  b ')).toEqual(['a b']);
    expect(wrap('')).toEqual(['']);
    expect(wrap('   ')).toEqual(['']);
  });
  it('puts a glyph wider than the box on its own line', () => {
    expect(wrap('abc', 1)).toEqual(['a', 'b', 'c']);
  });
});
