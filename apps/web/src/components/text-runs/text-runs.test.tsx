import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextRuns } from './text-runs';

afterEach(() => cleanup());

describe('TextRuns', () => {
  it('puts matched runs in <mark> and keeps the text in order', () => {
    const { container } = render(
      <p>
        <TextRuns
          runs={[
            ['红', false],
            ['人参', true],
            ['叶与', false],
            ['人参', true],
          ]}
        />
      </p>,
    );
    expect(container.textContent).toBe('红人参叶与人参');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['人参', '人参']);
  });

  it('shows markup in a run as text, never as HTML', () => {
    const { container } = render(
      <p>
        <TextRuns
          runs={[
            ['<img src=x onerror=alert(1)>', false],
            ['<b>人参</b>', true],
          ]}
        />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<b>人参</b>');
  });

  it('renders nothing for no runs', () => {
    const { container } = render(
      <p>
        <TextRuns runs={[]} />
      </p>,
    );
    expect(container.querySelector('p')?.childNodes).toHaveLength(0);
  });
});
