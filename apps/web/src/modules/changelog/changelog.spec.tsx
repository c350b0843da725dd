import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PermissionOverride } from '@tempo/permissions';
import { Session, SessionContext } from '../../app/session';
import { UiProviders } from '../../app/theme';
import { userOf } from '../../test/render-app';
import { ChangelogBell } from './changelog-bell';
import {
  LAST_SEEN_KEY,
  VERSION,
  compareVersions,
  formatReleaseDate,
  isReleaseDate,
  unseenReleases,
} from './changelog-model';
import ChangelogScreen from './changelog-screen';
import { CURRENT_RELEASE, RELEASES, Release } from './releases';

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

function renderBell(role: string, permissions: PermissionOverride[] = []) {
  const session = { user: userOf(role, { permissions }), ready: true } as unknown as Session;
  render(
    <UiProviders>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/today']}>
          <ChangelogBell />
          <Where />
        </MemoryRouter>
      </SessionContext.Provider>
    </UiProviders>,
  );
}

const bellButton = () => screen.queryByRole('button', { name: /^Release notes/, hidden: true });

describe('release data', () => {
  it('lists releases newest first, with real dates, unique versions and notes', () => {
    expect(RELEASES.length).toBeGreaterThanOrEqual(3);
    for (const release of RELEASES) {
      expect(release.version).toMatch(VERSION);
      expect(isReleaseDate(release.date)).toBe(true);
      expect(release.title.trim()).not.toBe('');
      expect(release.notes.length).toBeGreaterThan(0);
    }
    expect(new Set(RELEASES.map((r) => r.version)).size).toBe(RELEASES.length);
    for (let i = 1; i < RELEASES.length; i++) {
      expect(compareVersions(RELEASES[i - 1].version, RELEASES[i].version)).toBeGreaterThan(0);
      expect(RELEASES[i - 1].date >= RELEASES[i].date).toBe(true);
    }
    expect(RELEASES[0].date <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('makes the newest version the current release', () => {
    expect(CURRENT_RELEASE).toBe(RELEASES[0].version);
  });

  it('validates dates and orders versions numerically', () => {
    expect(isReleaseDate('2026-11-21')).toBe(true);
    expect(isReleaseDate('2026-02-30')).toBe(false);
    expect(isReleaseDate('21.11.2026')).toBe(false);
    expect(compareVersions('0.10.0', '0.9.3')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(formatReleaseDate('2026-11-21')).toBe('November 21, 2026');
  });
});

describe('unseenReleases', () => {
  const list: Release[] = ['0.3.0', '0.2.0', '0.1.0'].map((version) => ({
    version,
    date: '2026-11-21',
    title: version,
    notes: ['n'],
  }));
  const versions = (releases: readonly Release[]) => releases.map((r) => r.version);

  it('counts every release when none was seen', () => {
    expect(versions(unseenReleases(list, null))).toEqual(['0.3.0', '0.2.0', '0.1.0']);
    expect(versions(unseenReleases(list, 'garbage'))).toEqual(['0.3.0', '0.2.0', '0.1.0']);
  });

  it('counts the releases newer than the last one seen', () => {
    expect(versions(unseenReleases(list, '0.1.0'))).toEqual(['0.3.0', '0.2.0']);
    expect(versions(unseenReleases(list, '0.3.0'))).toEqual([]);
    expect(versions(unseenReleases(list, '0.2.5'))).toEqual(['0.3.0']);
  });
});

describe('ChangelogBell', () => {
  it('is hidden from roles without CHANGELOG view', () => {
    for (const role of ['client', 'limited_staff', 'staff']) {
      renderBell(role);
      expect(bellButton()).not.toBeInTheDocument();
    }
  });

  it('is hidden when CHANGELOG view is denied to the user', () => {
    renderBell('owner', [{ action: 'view', resource: 'CHANGELOG', allowed: false }]);
    expect(bellButton()).not.toBeInTheDocument();
  });

  it('is shown to managers and owners, on medium and large screens only', () => {
    renderBell('manager');
    expect(bellButton()).toBeInTheDocument();
    expect(screen.getByTestId('changelog-bell')).toHaveClass('mantine-visible-from-md');
  });

  it('is shown to staff granted CHANGELOG view', () => {
    renderBell('staff', [{ action: 'view', resource: 'CHANGELOG', allowed: true }]);
    expect(bellButton()).toBeInTheDocument();
  });

  it('counts the releases not seen in this browser', () => {
    localStorage.setItem(LAST_SEEN_KEY, RELEASES[2].version);
    renderBell('owner');
    expect(bellButton()).toHaveAccessibleName('Release notes, 2 new');
    expect(within(screen.getByTestId('changelog-bell')).getByText('2')).toBeInTheDocument();
  });

  it('shows the newest three releases when opened, marks them seen and links to the changelog', async () => {
    renderBell('owner');
    expect(bellButton()).toHaveAccessibleName(`Release notes, ${RELEASES.length} new`);
    fireEvent.click(bellButton()!);
    expect(localStorage.getItem(LAST_SEEN_KEY)).toBe(CURRENT_RELEASE);
    expect(bellButton()).toHaveAccessibleName('Release notes');
    for (const release of RELEASES.slice(0, 3))
      expect(await screen.findByText(release.title)).toBeInTheDocument();
    for (const release of RELEASES.slice(3))
      expect(screen.queryByText(release.title)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'See all', hidden: true }));
    expect(screen.getByTestId('where')).toHaveTextContent('/changelog');
  });

  it('shows no count once the current release was seen', () => {
    localStorage.setItem(LAST_SEEN_KEY, CURRENT_RELEASE);
    renderBell('owner');
    expect(bellButton()).toHaveAccessibleName('Release notes');
  });
});

describe('ChangelogScreen', () => {
  it("is titled 'Changelog' and lists every release with its date and notes", () => {
    render(
      <UiProviders>
        <ChangelogScreen />
      </UiProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Changelog', level: 2 })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(RELEASES.length);
    RELEASES.forEach((release, i) => {
      const article = articles[i];
      expect(article).toHaveAccessibleName(`Release ${release.version}`);
      expect(within(article).getByRole('heading', { name: release.title })).toBeInTheDocument();
      expect(article.querySelector('time')).toHaveAttribute('dateTime', release.date);
      expect(article).toHaveTextContent(formatReleaseDate(release.date));
      expect(
        within(article)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(release.notes);
    });
  });
});
