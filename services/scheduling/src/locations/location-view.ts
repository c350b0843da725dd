import type { Audience } from '../common/audience';
import type { LocationEntity, LocationHoursEntity, RoomEntity } from './location.entity';
import type { Location, LocationHours, Room } from './location.model';

/** How a reader sees a location: its audience, and whether (as staff) they may see masked gateway keys. */
export interface LocationViewer {
  audience: Audience;
  /** Managers and above (LOCATION update): the keys masked; anyone else: null. */
  seesMaskedKeys: boolean;
}

/** A secret as managers see it: '••••' and its last four characters (all of it hidden when short). */
export function maskSecret(v: string | null): string | null {
  if (!v) return null;
  return v.length > 8 ? `••••${v.slice(-4)}` : '••••';
}

/** Fields only the business's staff read: payment and merchant ids, review management, the plan cost. */
export const STAFF_ONLY_FIELDS = [
  'merchantId',
  'achMerchantId',
  'paymentGatewayApiId',
  'achPaymentGatewayApiId',
  'googlePlaceId',
  'managedGoogleReviewLink',
  'managedYelpReviewLink',
  'yelpBusinessId',
  'businessPlanCost',
] as const;

/** A time column (HH:MM:SS) as the API shows it (HH:MM). */
const hhmm = (t: string): string => t.slice(0, 5);

export const roomView = (r: RoomEntity): Room => ({
  id: r.id,
  name: r.name,
  description: r.description,
  applicableServices: r.applicableServices,
  onlineId: r.onlineId,
});

export const hoursView = (h: LocationHoursEntity): LocationHours => ({
  id: h.id,
  startDate: h.startDate,
  fromTime: hhmm(h.fromTime),
  toTime: hhmm(h.toTime),
  timezone: h.timezone,
  rrule: h.rrule,
});

/** A stored location with its rooms and hours (in their order), as `viewer` may read it. */
export function locationView(
  row: LocationEntity,
  rooms: readonly RoomEntity[],
  hours: readonly LocationHoursEntity[],
  viewer: LocationViewer,
): Location {
  const byPosition = <T extends { position: number }>(list: readonly T[]) =>
    [...list].sort((a, b) => a.position - b.position);
  const { business: _business, createdAt: _c, updatedAt: _u, deletedAt: _d, ...fields } = row;
  const keys = viewer.audience === 'staff' && viewer.seesMaskedKeys;
  const view: Location = {
    ...fields,
    paymentGatewayApiKey: keys ? maskSecret(row.paymentGatewayApiKey) : null,
    achPaymentGatewayApiKey: keys ? maskSecret(row.achPaymentGatewayApiKey) : null,
    rooms: byPosition(rooms).map(roomView),
    hoursOpen: byPosition(hours.filter((h) => h.kind === 'open')).map(hoursView),
    hoursClosed: byPosition(hours.filter((h) => h.kind === 'closed')).map(hoursView),
  };
  if (viewer.audience !== 'staff') for (const k of STAFF_ONLY_FIELDS) view[k] = null;
  return view;
}
