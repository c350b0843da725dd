export { CURRENT_RELEASE, RELEASES } from './releases';
export type { Release } from './releases';
export { ChangelogBell } from './changelog-bell';
export { LAST_SEEN_KEY, markReleasesSeen, unseenReleases } from './changelog-model';
