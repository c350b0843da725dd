/** One release of Tempo as its users see it: what changed for them. */
export interface Release {
  /** Semantic version, unique per release. */
  version: string;
  /** Release day, 'YYYY-MM-DD'. */
  date: string;
  title: string;
  notes: readonly string[];
}

/**
 * The product's own release notes, newest first. They ship with the web build (there is no
 * API for them); a new release is a new first entry.
 */
export const RELEASES: readonly Release[] = [
  {
    version: '0.5.0',
    date: '2026-11-21',
    title: 'Release notes, update notices and account status',
    notes: [
      'A banner announces a new version of the app and reloads it after a short countdown.',
      'Free trial ended and overdue payment notices, with a shortcut to the subscription settings.',
      'A suspended business shows a suspended-account screen naming the business contact.',
      'Owners and managers find these release notes on the Changelog page and behind the bell in the navbar.',
    ],
  },
  {
    version: '0.4.0',
    date: '2026-11-21',
    title: 'Switching businesses and support tools',
    notes: [
      'Signing in on the shared app address takes you to your business, or asks you to select one.',
      "'Switch business...' in the profile menu opens the Select business modal.",
      "Platform administrators can act as another user ('Act as user...') and return with 'Stop Sudo'.",
      'A timezone selector in the profile menu, remembered per business.',
      "The 'Complete setting up your business' card tracks your setup steps.",
    ],
  },
  {
    version: '0.3.0',
    date: '2026-11-21',
    title: 'Business settings',
    notes: [
      'Owners and managers edit the general settings, branding and messages of their business.',
      'Payment and subscription details are shown read-only.',
      'Platform administrators also manage the platform settings of each business.',
    ],
  },
  {
    version: '0.2.0',
    date: '2026-11-21',
    title: 'The web app',
    notes: [
      'Sign in with a password or a login link sent by e-mail.',
      'Sessions refresh on their own and warn before they expire.',
      'Every page checks your role and permissions; the navbar, sidebar and client layout show only what you may use.',
      'Each role starts on its own home page.',
    ],
  },
  {
    version: '0.1.0',
    date: '2026-11-21',
    title: 'Platform foundation',
    notes: [
      'Each business runs on its own address, with its own users, accounts and settings.',
      'Roles from client to owner, with per-user permission changes, decide what everyone may do.',
      'Sign-in protection: login rate limits and IP and country blocks.',
      'Suspended businesses are refused, naming the business contact.',
      'A demo music school with a login for each role.',
    ],
  },
];

/** The newest release: the key of anything remembered "per release" (e.g. dismissed banners). */
export const CURRENT_RELEASE: string = RELEASES[0].version;
