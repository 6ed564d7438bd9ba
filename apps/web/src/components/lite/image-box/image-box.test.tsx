import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageBox } from './image-box';

describe('ImageBox', () => {
  it('offers a preview of the full image, and says 加载失败 instead of a broken image', () => {
    const { container } = render(<ImageBox src="/files/a.png?w=180" previewSrc="/files/a.png" alt="CMA证书" width={180} height={128} />);
    expect(screen.getByRole('button', { name: '预览CMA证书' })).toBeTruthy();
    expect(container.querySelector('dialog img')?.getAttribute('src')).toBe('/files/a.png');
    fireEvent.error(container.querySelector('button img')!);
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '预览CMA证书' })).toBeNull();
  });
});
