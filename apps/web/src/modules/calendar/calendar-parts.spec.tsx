import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../app/theme';
import { NO_ROOM, NO_ROOM_TITLE, ResourceColumn } from './calendar-columns';
import { ResourceHeader } from './calendar-parts';
import { UpdateOnMove } from './calendar-menus';

const show = (node: React.ReactNode) =>
  render(
    <UiProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </UiProviders>,
  );

describe('resource headers (001 §2.7, 002 §2.5)', () => {
  it('shows a room under its location with its description, each truncated in the middle, the whole as its title', () => {
    const room: ResourceColumn = {
      id: 'r1',
      kind: 'room',
      title: 'Piano Room Main Studio',
      group: 'Westside Studio',
      detail: 'Steinway grand piano and bench',
    };
    show(<ResourceHeader resource={room} />);
    const header = screen.getByLabelText(
      'Westside Studio — Piano Room Main Studio — Steinway grand piano and bench',
    );
    expect(header).toHaveAttribute(
      'title',
      'Westside Studio — Piano Room Main Studio — Steinway grand piano and bench',
    );
    expect(header).toHaveTextContent('Westside Studio');
    expect(screen.getByText('Piano Roo…n Studio')).toBeInTheDocument();
    expect(screen.getByText('Steinway…nd bench')).toBeInTheDocument();
  });

  it('shows a staff member with their initials (no photo) linking to their profile', () => {
    show(
      <ResourceHeader
        resource={{ id: 's1', kind: 'staff', title: 'Maximiliana Rosenberg-Adams', href: '/staff/s1' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Maximiliana Rosenberg-Adams' });
    expect(link).toHaveAttribute('href', '/staff/s1');
    expect(link).toHaveTextContent('MR');
    expect(link).toHaveTextContent('Maximilia…rg-Adams');
  });

  it("names the column of events without a room '(No room assigned)'", () => {
    show(<ResourceHeader resource={{ id: NO_ROOM, kind: 'room', title: NO_ROOM_TITLE }} />);
    expect(screen.getByText('(No room assigned)')).toBeInTheDocument();
  });
});

describe("the 'update on move' confirmation", () => {
  it('says what moves and asks before saving', () => {
    let confirmed = 0;
    let cancelled = 0;
    show(
      <UpdateOnMove
        summary="Move Piano lesson to Tue, Mar 10, 11:00 AM – 11:30 AM with Tina Teacher?"
        recurring
        saving={false}
        onConfirm={() => (confirmed += 1)}
        onCancel={() => (cancelled += 1)}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Update on move' });
    expect(dialog).toHaveTextContent(
      'Move Piano lesson to Tue, Mar 10, 11:00 AM – 11:30 AM with Tina Teacher?',
    );
    expect(dialog).toHaveTextContent('Only this event of its series moves');
    screen.getByRole('button', { name: 'Update' }).click();
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect([confirmed, cancelled]).toEqual([1, 1]);
  });
});
