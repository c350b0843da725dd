import type { Business } from './business.graphql';

export const FAVICON_SIZES = [16, 32, 96] as const;

/** 000 §2.1: the page title is the business fullName; favicons from uiFaviconUrl, else uiLogoUrl, at 16, 32 and 96 px. */
export function applyBranding(business: Business | null | undefined, doc: Document = document): void {
  if (!business) return;
  if (business.fullName) doc.title = business.fullName;
  const href = business.uiFaviconUrl || business.uiLogoUrl;
  if (!href) return;
  for (const size of FAVICON_SIZES) {
    const sizes = `${size}x${size}`;
    let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="icon"][sizes="${sizes}"]`);
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      link.setAttribute('sizes', sizes);
      doc.head.appendChild(link);
    }
    link.href = href;
  }
}
