import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { can as allowed } from '@tempo/permissions';
import { subjectOf, useSession } from '../../app/session';
import type { CurrentUser } from '../auth/types';
import { SEARCH_PROVIDERS } from './providers';
import {
  EMPTY_QUERY_TEXT,
  NO_RESULTS_TEXT,
  PROVIDER_ERROR_TEXT,
  PermissionCheck,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MENU_MAX_HEIGHT,
  SEARCH_PLACEHOLDER,
  SearchProvider,
  SearchResult,
  SearchSection,
  normalizeQuery,
  resultKey,
  runSearch,
} from './search-model';

export interface GlobalSearchProps {
  /** The sources to ask; the registered SEARCH_PROVIDERS by default. */
  providers?: readonly SearchProvider[];
}

/** What the last finished search found, and for which query. */
interface Searched {
  query: string;
  sections: readonly SearchSection[];
}

const NOTHING_SEARCHED: Searched = { query: '', sections: [] };

const initials = (label: string): string =>
  label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

function ResultContent({ result }: { result: SearchResult }) {
  if (result.card === 'client')
    return (
      <Group gap="sm" wrap="nowrap" data-testid="client-card">
        <Avatar radius="xl" size="sm" color="indigo" src={result.photo ?? null} alt={result.label}>
          {initials(result.label)}
        </Avatar>
        <div>
          <Text size="sm">{result.label}</Text>
          {result.details?.map((detail) => (
            <Text key={detail} size="xs" c="dimmed">
              {detail}
            </Text>
          ))}
        </div>
      </Group>
    );
  return (
    <div>
      <Text size="sm">{result.label}</Text>
      {result.details && result.details.length > 0 && (
        <Text size="xs" c="dimmed">
          {result.details.join(' · ')}
        </Text>
      )}
    </div>
  );
}

/**
 * The navbar's global search box (000 §2.8): results from every permitted provider, grouped as
 * Clients, Staff, Services, Sessions and Locations. Typing is debounced; arrow keys move the
 * selection, Enter opens it, Escape closes the menu, a click outside closes and clears it.
 */
export function GlobalSearch({ providers = SEARCH_PROVIDERS }: GlobalSearchProps) {
  const { user, business } = useSession();
  // The API the people provider queries (none where the search is shown without one, as in tests).
  const apollo = useContext(getApolloContext()).client;
  const businessName = business?.name ?? user?.business ?? null;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<Searched>(NOTHING_SEARCHED);
  const combobox = useCombobox();

  const can = useMemo<PermissionCheck>(() => {
    const subject = subjectOf(user);
    return (action, resource) => allowed(subject, action, resource);
  }, [user]);

  // The latest providers, permission check and user, read when the debounce fires.
  const latest = useRef<{
    providers: readonly SearchProvider[];
    can: PermissionCheck;
    user: CurrentUser | null;
    apollo?: ApolloClient;
    business: string | null;
  }>({
    providers,
    can,
    user,
    apollo,
    business: businessName,
  });
  useEffect(() => {
    latest.current = { providers, can, user, apollo, business: businessName };
  }, [providers, can, user, apollo, businessName]);

  const q = normalizeQuery(query);
  const resetSelection = combobox.resetSelectedOption;
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { providers: asked, can: check, user: who, apollo: api, business: where } = latest.current;
      runSearch(asked, q, { can: check, user: who, signal: controller.signal, apollo: api, business: where })
        .catch((): SearchSection[] => [])
        .then((sections) => {
          if (controller.signal.aborted) return;
          resetSelection();
          setSearched({ query: q, sections });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, resetSelection]);

  if (!user) return null;

  const searching = !!q && searched.query !== q;
  const sections = q ? searched.sections : [];
  const byKey = new Map(sections.flatMap((s) => s.results.map((r) => [resultKey(s.group, r), r] as const)));

  const clear = () => {
    setQuery('');
    setSearched(NOTHING_SEARCHED);
    combobox.resetSelectedOption();
  };
  const open = (key: string) => {
    const result = byKey.get(key);
    if (!result) return;
    combobox.closeDropdown();
    clear();
    navigate(result.route);
  };

  let content;
  if (!q) content = <Combobox.Empty>{EMPTY_QUERY_TEXT}</Combobox.Empty>;
  else if (sections.length === 0)
    content = <Combobox.Empty>{searching ? 'Searching...' : NO_RESULTS_TEXT}</Combobox.Empty>;
  else
    content = sections.map((section) => (
      <Combobox.Group key={section.group} label={section.group}>
        {section.results.map((result) => (
          <Combobox.Option key={result.id} value={resultKey(section.group, result)}>
            <ResultContent result={result} />
          </Combobox.Option>
        ))}
        {section.failed && (
          <Text size="xs" c="red" px="xs" py={4}>
            {PROVIDER_ERROR_TEXT}
          </Text>
        )}
      </Combobox.Group>
    ));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={open}
      // Only a click outside (or Escape inside the menu) reaches here: it also clears the search.
      onClose={clear}
      keepMounted={false}
      width={360}
      position="bottom-start"
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          value={query}
          w={240}
          rightSection={searching ? <Loader size="xs" aria-label="Searching" /> : null}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.resetSelectedOption();
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          aria-label="Search results"
          style={{ maxHeight: SEARCH_MENU_MAX_HEIGHT, overflowY: 'auto' }}
        >
          {content}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
