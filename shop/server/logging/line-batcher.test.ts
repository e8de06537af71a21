import { describe, expect, it } from 'vitest';
import { LineBatcher } from './line-batcher';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('LineBatcher', () => {
  it('writes the lines of one turn as one chunk, in order, when the turn ends', async () => {
    const chunks: string[] = [];
    const batcher = new LineBatcher(() => ({ write: (chunk: string) => chunks.push(chunk) }));
    batcher.write('{"a":1}\n');
    batcher.write('{"b":2}\n');
    expect(chunks).toEqual([]);
    await turn();
    expect(chunks).toEqual(['{"a":1}\n{"b":2}\n']);
    batcher.write('{"c":3}\n');
    await turn();
    expect(chunks).toEqual(['{"a":1}\n{"b":2}\n', '{"c":3}\n']);
  });

  it('writes what is pending at once when asked (the process is exiting)', () => {
    const chunks: string[] = [];
    const batcher = new LineBatcher(() => ({ write: (chunk: string) => chunks.push(chunk) }));
    batcher.write('{"last":true}\n');
    batcher.flush();
    expect(chunks).toEqual(['{"last":true}\n']);
    batcher.flush();
    expect(chunks).toHaveLength(1);
  });
});
