import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Session, SessionContext } from '../../app/session';
import { UiProviders } from '../../app/theme';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { DEMO, userOf } from '../../test/render-app';
import { fakePeopleApi, named, personOf } from '../clients/clients-fixtures';
import { GlobalSearch } from './global-search';
import { SearchPerson, SearchProvider, localProvider, peopleProvider } from './search-model';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

function renderSearch(providers?: readonly SearchProvider[], role = 'owner', apollo?: ApolloClient) {
  const session = { user: userOf(role), business: DEMO, ready: true } as unknown as Session;
  const app = (
    <UiProviders>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/today']}>
          <button>elsewhere</button>
          <GlobalSearch providers={providers} />
          <Where />
        </MemoryRouter>
      </SessionContext.Provider>
    </UiProviders>
  );
  render(apollo ? <ApolloProvider client={apollo}>{app}</ApolloProvider> : app);
  return screen.getByRole('combobox', { name: 'Search' });
}

const PEOPLE: SearchPerson[] = [
  { id: 's1', firstName: 'Sam', lastName: 'Teacher', staffRole: 'staff' },
  { id: 'c1', firstName: 'Ann', lastName: 'Pupil', email: 'ann@demo.example', phone: '+1 555 0100' },
];

const SERVICES = [
  { id: 'v1', name: 'Piano Lessons' },
  { id: 'v2', name: 'Drum Lessons' },
];

const people = (found: SearchPerson[] = PEOPLE) => peopleProvider(vi.fn(async () => found));
const services = () =>
  localProvider({
    id: 'services',
    group: 'Services',
    load: async () => SERVICES,
    route: (s) => `/services/${s.id}/edit`,
  });

/** Types a query and lets the debounce and the providers finish. */
async function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(300));
}

const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name, code: name });

describe('GlobalSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has the placeholder 'Search' and explains what it finds while the query is empty", async () => {
    const input = renderSearch([people()]);
    expect(input).toHaveAttribute('placeholder', 'Search');
    fireEvent.focus(input);
    expect(
      screen.getByText('Search for Clients, Staff, Locations, Services, and Sessions'),
    ).toBeInTheDocument();
  });

  it('searches once, 300 ms after the last keystroke, with the final query', async () => {
    const search = vi.fn(async () => PEOPLE);
    const input = renderSearch([peopleProvider(search)]);
    fireEvent.focus(input);
    for (const text of ['a', 'an', 'ann']) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith(
      'ann',
      30,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(screen.getByText('Ann Pupil')).toBeInTheDocument();
  });

  it('groups results as Clients, Staff, Services; staff by name, clients as client cards', async () => {
    const input = renderSearch([services(), people()]);
    await type(input, 'l');
    const listbox = screen.getByRole('listbox', { name: 'Search results', hidden: true });
    const labels = Array.from(listbox.querySelectorAll('.mantine-Combobox-groupLabel')).map(
      (l) => l.textContent,
    );
    expect(labels).toEqual(['Clients', 'Staff', 'Services']);
    const card = within(listbox).getByTestId('client-card');
    expect(card).toHaveTextContent('Ann Pupil');
    expect(card).toHaveTextContent('ann@demo.example');
    expect(card).toHaveTextContent('+1 555 0100');
    expect(within(listbox).getByText('Sam Teacher')).toBeInTheDocument();
    expect(within(listbox).getAllByTestId('client-card')).toHaveLength(1);
  });

  it('shows the services whose name matches case-insensitively', async () => {
    const input = renderSearch([services()]);
    await type(input, 'PIANO');
    expect(screen.getByText('Piano Lessons')).toBeInTheDocument();
    expect(screen.queryByText('Drum Lessons')).not.toBeInTheDocument();
  });

  it("says 'No results' when nothing matches", async () => {
    const input = renderSearch([services()]);
    await type(input, 'violin');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('moves the selection with the arrow keys and opens the selected item with Enter', async () => {
    const input = renderSearch([services(), people()]);
    await type(input, 'l');
    const options = screen.getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'APAnn Pupilann@demo.example+1 555 0100',
      'Sam Teacher',
      'Piano Lessons',
      'Drum Lessons',
    ]);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'ArrowUp');
    expect(options[1]).toHaveAttribute('data-combobox-selected');
    key(input, 'Enter');
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/s1');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  });

  it('opens a client profile when the client card is clicked', async () => {
    const input = renderSearch([people()]);
    await type(input, 'ann');
    fireEvent.click(screen.getByTestId('client-card'));
    expect(screen.getByTestId('where')).toHaveTextContent('/clients/c1');
  });

  it("asks the people subgraph in the session's business, with the client's photo on the card", async () => {
    const api = fakePeopleApi([
      personOf('c1', { firstName: 'Ann', lastName: 'Pupil', profilePhoto: 'https://img.example/ann.png' }),
      personOf('s1', { firstName: 'Ann', lastName: 'Teacher', staffRole: 'staff' }),
    ]);
    const input = renderSearch(undefined, 'owner', api.apollo);
    await type(input, 'ann');
    expect(named(api.sent, 'NavbarSearchPeople')[0].variables).toEqual({
      business: 'demo',
      search: 'ann',
      limit: 30,
    });
    const card = screen.getByTestId('client-card');
    expect(card).toHaveTextContent('Ann Pupil');
    expect(within(card).getByRole('img', { name: 'Ann Pupil', hidden: true })).toHaveAttribute(
      'src',
      'https://img.example/ann.png',
    );
    fireEvent.click(screen.getByText('Ann Teacher'));
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/s1');
  });

  it('closes the menu on Escape and keeps the query', async () => {
    const input = renderSearch([services()]);
    await type(input, 'piano');
    expect(screen.getByText('Piano Lessons')).toBeInTheDocument();
    key(input, 'Escape');
    expect(screen.queryByText('Piano Lessons')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('piano');
  });

  it('closes and clears on a click outside', async () => {
    const input = renderSearch([services()]);
    await type(input, 'piano');
    expect(screen.getByText('Piano Lessons')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Piano Lessons')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    fireEvent.focus(input);
    expect(
      screen.getByText('Search for Clients, Staff, Locations, Services, and Sessions'),
    ).toBeInTheDocument();
  });

  it('limits the menu to 450 px and scrolls it', async () => {
    const input = renderSearch([services()]);
    fireEvent.focus(input);
    const listbox = screen.getByRole('listbox', { name: 'Search results', hidden: true });
    expect(listbox).toHaveStyle({ maxHeight: '450px', overflowY: 'auto' });
  });

  it('shows the other results and a short error line when a provider fails', async () => {
    const failing: SearchProvider = {
      id: 'people',
      group: 'Clients',
      search: async () => {
        throw new Error('people search unavailable');
      },
    };
    const input = renderSearch([failing, services()]);
    await type(input, 'piano');
    expect(screen.getByText('Piano Lessons')).toBeInTheDocument();
    expect(screen.getByText('Error fetching data')).toBeInTheDocument();
    expect(screen.getByText('Clients')).toBeInTheDocument();
  });

  it('does not ask providers the user may not use', async () => {
    const search = vi.fn(async () => PEOPLE);
    const input = renderSearch([peopleProvider(search), services()], 'limited_staff');
    await type(input, 'piano');
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Piano Lessons')).toBeInTheDocument();
  });
});
