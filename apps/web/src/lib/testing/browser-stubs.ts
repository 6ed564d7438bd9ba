import { vi } from 'vitest';

/** What antd needs from the browser that jsdom does not have. */
export function stubAntdBrowserApis(): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/** jsdom has no ResizeObserver; antd's Modal, Select, TextArea, Tabs and Carousel measure with it. */
export function stubResizeObserver(): void {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
}
