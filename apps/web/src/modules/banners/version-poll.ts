/** Version polling of 003 §9: /index.html every 15 minutes, compared by a hash of its text. */
export const VERSION_POLL_MS = 900000;
export const RELOAD_COUNTDOWN_S = 15;

/** A small stable string hash (djb2); enough to tell two builds' index pages apart. */
export function hashText(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(16);
}

/** The hash of the served index page, or null when it cannot be read (offline, non-200). */
export async function fetchIndexHash(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/index.html', { cache: 'no-store' });
    if (response.status !== 200) return null;
    return hashText(await response.text());
  } catch {
    return null;
  }
}

/**
 * Polls every VERSION_POLL_MS; the first readable hash is the baseline, and the first
 * different one calls onChange once. Returns a stop function.
 */
export function startVersionPoll(onChange: () => void, fetcher: typeof fetch = fetch): () => void {
  let baseline: string | null = null;
  let changed = false;
  let stopped = false;
  const check = async () => {
    const hash = await fetchIndexHash(fetcher);
    if (stopped || changed || hash === null) return;
    if (baseline === null) baseline = hash;
    else if (hash !== baseline) {
      changed = true;
      onChange();
    }
  };
  void check();
  const timer = setInterval(() => void check(), VERSION_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
