import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{decodeURIComponent(search)}</output>;
}

/** Test support: `ui` under a router at `url`, the address's query (decoded) shown beside it for `addressSearch`. */
export function renderWithAddress(url: string, ui: ReactNode) {
  render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <Location />
    </MemoryRouter>,
  );
}

/** The query of the address as it stands now, decoded ('' on none). */
export const addressSearch = () => screen.getByTestId('search').textContent;

/** The radio of `value` in the radio group named `group`. */
export const radioOf = (group: string, value: string) =>
  screen.getByRole('radiogroup', { name: group }).querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
