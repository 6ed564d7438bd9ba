import { describe, expect, it } from 'vitest';
import { baseName, canPreview, isPdfPath, joinPaths, moveItem, removeAt, replaceAt, splitPaths, thumbnailUrl, tileIds } from './upload-paths';

describe('comma-joined paths (§3)', () => {
  it('splits the value, dropping blanks and padding, and joins it back', () => {
    expect(splitPaths('/files/a.png,/files/b.jpg')).toEqual(['/files/a.png', '/files/b.jpg']);
    expect(splitPaths(' /files/a.png , ,/files/b.jpg,')).toEqual(['/files/a.png', '/files/b.jpg']);
    expect(splitPaths('')).toEqual([]);
    expect(splitPaths(undefined)).toEqual([]);
    expect(splitPaths(null)).toEqual([]);
    expect(joinPaths(['/files/a.png', '/files/b.jpg'])).toBe('/files/a.png,/files/b.jpg');
    expect(joinPaths([])).toBe('');
  });

  it('replaces in place, removes, and moves', () => {
    expect(replaceAt(['a', 'b', 'c'], 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(removeAt(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('opens a preview only for a URL longer than 5 characters', () => {
    expect(canPreview('')).toBe(false);
    expect(canPreview('a.png')).toBe(false);
    expect(canPreview('ab.png')).toBe(true);
    expect(canPreview('/files/abc.png')).toBe(true);
  });

  it('asks for 180-px thumbnails and knows a PDF by its path', () => {
    expect(thumbnailUrl('/files/a.png')).toBe('/files/a.png?w=180');
    expect(thumbnailUrl('https://files.example/a.png?v=2')).toBe('https://files.example/a.png?v=2&w=180');
    expect(isPdfPath('/files/report.PDF')).toBe(true);
    expect(isPdfPath('/files/report.pdf?download=1')).toBe(true);
    expect(isPdfPath('/files/pdf.png')).toBe(false);
    expect(baseName('/files/abc.pdf?x=1')).toBe('abc.pdf');
  });

  it('gives a path that appears twice its own tile id', () => {
    expect(tileIds(['a', 'b', 'a'])).toEqual(['a', 'b', 'a#1']);
  });
});
