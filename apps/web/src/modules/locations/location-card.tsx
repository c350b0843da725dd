import { useState } from 'react';
import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { addressLine, descriptionIsLong, mapsLink, showsRating, usesDefaultPhoto } from './location-model';
import { LocationTypeIcon } from './location-type-icon';

/** The default pictures of online and home locations without a photo (inline, no request). */
const DEFAULT_PHOTOS: Record<string, string> = {
  LOCATION_TYPE_ONLINE:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#e7f0ff"/><rect x="45" y="20" width="70" height="42" rx="4" fill="#4c6ef5"/><rect x="35" y="64" width="90" height="6" rx="3" fill="#364fc7"/></svg>',
    ),
  LOCATION_TYPE_HOME:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#ebfbee"/><path d="M80 15 40 48h10v30h60V48h10z" fill="#2f9e44"/></svg>',
    ),
};

export interface LocationCardData {
  name: string;
  locationType: string;
  description: string;
  mainPhoto?: string | null;
  address?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  googleRating?: number | null;
  googleRatingsCount?: number | null;
  yelpRating?: number | null;
  yelpRatingsCount?: number | null;
}

export interface LocationCardProps {
  location: LocationCardData;
  businessFullName: string;
  marketingPlusEnabled?: boolean | null;
  /** Turns the address's maps link off. */
  noMapsLink?: boolean;
}

function Rating({ label, rating, count }: { label: string; rating?: number | null; count: number }) {
  return (
    <Badge variant="light" color="yellow">
      {label} ★ {rating?.toFixed(1) ?? '-'} ({count})
    </Badge>
  );
}

/** The location card of 001 §2.5: photo, type icon and name, address, description, ratings. */
export function LocationCard({
  location: l,
  businessFullName,
  marketingPlusEnabled,
  noMapsLink,
}: LocationCardProps) {
  const desktop = useMediaQuery('(min-width: 48em)');
  const [expanded, setExpanded] = useState(false);
  const address = addressLine(l);
  const photo = l.mainPhoto || (usesDefaultPhoto(l.locationType) ? DEFAULT_PHOTOS[l.locationType] : null);
  return (
    <Card withBorder radius="md" padding="md" aria-label="Location card" maw={420}>
      {photo && (
        <Card.Section>
          <Image src={photo} alt={l.name} h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6} mt={photo ? 'sm' : 0}>
        <Group gap="xs" wrap="nowrap">
          <LocationTypeIcon type={l.locationType} />
          <Text fw={700}>{l.name || 'Location name'}</Text>
        </Group>
        {address &&
          (desktop && !noMapsLink ? (
            <Anchor href={mapsLink(businessFullName, address)} target="_blank" rel="noreferrer" size="sm">
              {address}
            </Anchor>
          ) : (
            <Text size="sm">{address}</Text>
          ))}
        {l.description && (
          <>
            <Text
              size="sm"
              c="dimmed"
              lineClamp={expanded ? undefined : 3}
              style={{ whiteSpace: 'pre-line' }}
            >
              {l.description}
            </Text>
            {descriptionIsLong(l.description) && (
              <Anchor component="button" type="button" size="sm" onClick={() => setExpanded((e) => !e)}>
                {expanded ? 'Show less' : 'Read more'}
              </Anchor>
            )}
          </>
        )}
        <Group gap="xs">
          {showsRating(marketingPlusEnabled, l.googleRatingsCount) && (
            <Rating label="Google" rating={l.googleRating} count={l.googleRatingsCount ?? 0} />
          )}
          {showsRating(marketingPlusEnabled, l.yelpRatingsCount) && (
            <Rating label="Yelp" rating={l.yelpRating} count={l.yelpRatingsCount ?? 0} />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
