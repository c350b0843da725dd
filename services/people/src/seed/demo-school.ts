import { createHash } from 'crypto';

/** A stable id for a seeded record, so that seeding again finds it (UUID shaped, from a name). */
export function seedId(name: string): string {
  const h = createHash('sha256').update(`tempo-demo:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A small deterministic generator: the same school every time. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const FIRST = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Ethan',
  'Mia',
  'Lucas',
  'Zoe',
  'Mason',
  'Lily',
  'Leo',
  'Chloe',
  'Jack',
  'Grace',
  'Owen',
  'Ella',
  'Caleb',
  'Nora',
  'Henry',
  'Ruby',
  'Isaac',
  'Hazel',
  'Eli',
];
const PARENT_FIRST = [
  'Sarah',
  'David',
  'Laura',
  'Michael',
  'Jennifer',
  'Daniel',
  'Rachel',
  'Kevin',
  'Megan',
  'Brian',
  'Amanda',
  'Jason',
  'Nicole',
  'Ryan',
  'Stephanie',
  'Eric',
  'Heather',
  'Adam',
  'Julia',
  'Mark',
];
const LAST = [
  'Anderson',
  'Brooks',
  'Carter',
  'Diaz',
  'Ellis',
  'Foster',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Kim',
  'Lopez',
  'Morgan',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Schmidt',
  'Turner',
  'Usman',
  'Vargas',
  'Walsh',
  'Xu',
  'Young',
  'Zimmerman',
  'Bennett',
  'Chen',
  'Dubois',
  'Evans',
];
export const INSTRUMENTS = ['piano', 'guitar', 'violin', 'voice', 'drums', 'cello', 'flute', 'saxophone'];
export const STATUSES = ['Active', 'Prospect', 'Trial', 'Inactive'];
const TAGS = [
  'Beginner',
  'Intermediate',
  'Advanced',
  'Recital 2026',
  'Summer Camp',
  'Sibling discount',
  'Exam prep',
];

export interface SeedPerson {
  key: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phones: string[];
  birthdate: string | null;
  status: string;
  tags: string[];
  customAttributes: { name: string; value: string }[];
  city: string;
  newMemberAt: string | null;
  memberLostAt: string | null;
}

export interface SeedFamily {
  parents: SeedPerson[];
  children: SeedPerson[];
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const CITIES = ['Brooklyn', 'Queens', 'Manhattan', 'Hoboken', 'Jersey City'];
const phone = (n: number) => `+1212555${String(1000 + n).padStart(4, '0')}`;

function person(
  r: () => number,
  key: string,
  first: string,
  last: string,
  n: number,
  adult: boolean,
): SeedPerson {
  const year = adult ? 1970 + Math.floor(r() * 30) : 2010 + Math.floor(r() * 12);
  const month = String(1 + Math.floor(r() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(r() * 28)).padStart(2, '0');
  const status =
    adult && r() < 0.15 ? 'Prospect' : pick(r, ['Active', 'Active', 'Active', 'Trial', 'Inactive']);
  const member = status === 'Active' ? `2025-0${1 + Math.floor(r() * 9)}-01T15:00:00Z` : null;
  return {
    key,
    firstName: first,
    lastName: last,
    email: adult ? `${first}.${last}${n}@families.example`.toLowerCase() : null,
    phones: adult ? [phone(n)] : [],
    birthdate: `${year}-${month}-${day}`,
    status,
    tags: r() < 0.6 ? [pick(r, TAGS)] : [],
    customAttributes: [{ name: 'Instrument', value: pick(r, INSTRUMENTS) }],
    city: pick(r, CITIES),
    newMemberAt: member,
    memberLostAt: status === 'Inactive' ? '2026-06-30T15:00:00Z' : null,
  };
}

/** About 60 families (one or two parents, one to three children), then adult students. */
export function demoFamilies(count = 60, adults = 15): { families: SeedFamily[]; adults: SeedPerson[] } {
  const r = rng(2026);
  const families: SeedFamily[] = [];
  let n = 0;
  for (let f = 0; f < count; f++) {
    const last = LAST[f % LAST.length] + (f >= LAST.length ? '-' + LAST[(f * 7) % LAST.length] : '');
    const parents = [person(r, `family${f}-parent0`, pick(r, PARENT_FIRST), last, n++, true)];
    if (r() < 0.4) parents.push(person(r, `family${f}-parent1`, pick(r, PARENT_FIRST), last, n++, true));
    const kids = 1 + Math.floor(r() * 3);
    // Siblings never share a first name.
    const names = [...FIRST].sort(() => r() - 0.5).slice(0, kids);
    const children = names.map((first, k) => person(r, `family${f}-child${k}`, first, last, n++, false));
    for (const p of parents) p.status = children[0].status === 'Prospect' ? 'Prospect' : 'Active';
    families.push({ parents, children });
  }
  const adultStudents = Array.from({ length: adults }, (_, i) =>
    person(r, `adult${i}`, pick(r, PARENT_FIRST), pick(r, LAST), n++, true),
  );
  return { families, adults: adultStudents };
}

export interface SeedTeacher {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  instrument: string;
  bio: string;
  color: string;
  rate: number;
}

/** Four teachers besides the demo staff logins: eight staff in all. */
export const DEMO_TEACHERS: SeedTeacher[] = [
  {
    key: 'teacher-piano',
    firstName: 'Clara',
    lastName: 'Wieck',
    email: 'clara@demo.example',
    instrument: 'piano',
    color: '#7048e8',
    rate: 4500,
    bio: 'Concert pianist and patient teacher of young beginners; 15 years of recital preparation.',
  },
  {
    key: 'teacher-guitar',
    firstName: 'Django',
    lastName: 'Reyes',
    email: 'django@demo.example',
    instrument: 'guitar',
    color: '#f76707',
    rate: 4000,
    bio: 'Jazz and classical guitar, from first chords to conservatory auditions.',
  },
  {
    key: 'teacher-violin',
    firstName: 'Hilary',
    lastName: 'Park',
    email: 'hilary@demo.example',
    instrument: 'violin',
    color: '#0ca678',
    rate: 4500,
    bio: 'Suzuki-trained violinist who leads the junior string ensemble.',
  },
  {
    key: 'teacher-voice',
    firstName: 'Ella',
    lastName: 'Fontaine',
    email: 'ella@demo.example',
    instrument: 'voice',
    color: '#e64980',
    rate: 5000,
    bio: 'Vocal coach for musical theatre and choir, with a gentle ear for new singers.',
  },
];
