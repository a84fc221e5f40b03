import { describe, expect, test } from 'vitest';
import { checkUpload, IMAGE_UPLOAD_LIMITS, partitionUploads } from './upload';

const MB = 1024 * 1024;

describe('checkUpload (png or jpg, at most 5 MB)', () => {
  test.each([
    ['a.png', 'image/png', 1, null],
    ['a.PNG', 'image/png', 1, null],
    ['a.jpg', 'image/jpeg', 1, null],
    ['a.jpeg', 'image/jpeg', 5 * MB, null],
    ['a.jpg', 'image/jpeg', 5 * MB + 1, 'size'],
    ['a.gif', 'image/gif', 1, 'type'],
    ['a.png', 'application/x-msdownload', 1, 'type'],
    ['a.gif', 'image/png', 1, 'type'],
    ['png', 'image/png', 1, 'type'],
    ['a.png', '', 1, 'type'],
    ['a.png', 'image/png', Number.NaN, 'size'],
  ] as const)('%s (%s, %d bytes) -> %s', (name, type, size, reason) => {
    expect(checkUpload({ name, type, size })).toBe(reason);
  });
});

describe('partitionUploads', () => {
  const png = (name: string, size = 10) => ({ name, type: 'image/png', size });

  test('takes files up to three and names the reason for each refused one', () => {
    const files = [
      png('1.png'),
      { name: 'x.gif', type: 'image/gif', size: 1 },
      png('2.png'),
      png('big.png', 6 * MB),
      png('3.png'),
    ];
    const { accepted, rejected } = partitionUploads(1, files);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ['x.gif', 'type'],
      ['big.png', 'size'],
      ['3.png', 'count'],
    ]);
  });

  test('the limit is three', () => {
    expect(IMAGE_UPLOAD_LIMITS.maxFiles).toBe(3);
    expect(partitionUploads(3, [png('a.png')]).rejected[0]?.reason).toBe('count');
  });
});
