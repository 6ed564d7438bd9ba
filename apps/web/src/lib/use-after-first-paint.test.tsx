import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe() {
  return <span>{useAfterFirstPaint() ? 'after' : 'before'}</span>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useAfterFirstPaint (issue #18)', () => {
  it('turns true on the second animation frame after mounting, not on the first', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    render(<Probe />);
    expect(screen.getByText('before')).toBeTruthy();
    act(() => frames.shift()!(0));
    expect(screen.getByText('before')).toBeTruthy();
    act(() => frames.shift()!(16));
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('turns true after 100 ms when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    render(<Probe />);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByText('before')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('after')).toBeTruthy();
  });
});
