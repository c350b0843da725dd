import { render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import { UiProviders } from '../../app/theme';
import { setupUser } from '../../test/user';
import { fakeApi, named } from '../staff/people-fixtures';
import { CalendarFeedPart } from './calendar-feed-part';

const URL_ONE = 'https://demo.tempo.example/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';

/** The feeds API of these tests: the feeds in use, and the create and revoke mutations. */
function feedsApi(error?: string) {
  let feeds: { __typename: string; staffCalendar: boolean; periodMonths: number; createdAt: string }[] = [];
  const answer = (typename: string, url: string | null) => ({
    __typename: typename,
    status: error ? 'error' : 'ok',
    error: error ?? null,
    url: error ? null : url,
  });
  return fakeApi(({ operationName, variables }) => {
    if (operationName === 'SelfIcalFeeds') return { selfIcalFeeds: feeds };
    if (operationName === 'SelfCreateIcalUrl') {
      if (!error)
        feeds = [
          {
            __typename: 'IcalFeed',
            staffCalendar: variables.staffCalendar === true,
            periodMonths: Number(variables.periodMonth),
            createdAt: '2026-11-27T15:00:00Z',
          },
        ];
      return { selfCreateIcalUrl: answer('IcalUrlResult', URL_ONE) };
    }
    if (operationName === 'RevokeIcalUrl') {
      if (!error) feeds = [];
      return { revokeIcalUrl: answer('IcalUrlResult', null) };
    }
    return undefined;
  });
}

const renderPart = (
  apollo: ReturnType<typeof feedsApi>['apollo'],
  props: { personId?: string; staffCalendar?: boolean },
) =>
  render(
    <ApolloProvider client={apollo}>
      <UiProviders>
        <CalendarFeedPart business="demo" {...props} />
      </UiProviders>
    </ApolloProvider>,
  );

describe('the Calendar feed card', () => {
  it('makes a URL for the months chosen, shows it once with Copy, then revokes it', async () => {
    const { apollo, sent } = feedsApi();
    renderPart(apollo, {});
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(card).findByText(/No calendar URL yet/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    const user = setupUser();
    await user.click(within(card).getByLabelText('Months ahead', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '6 months', hidden: true }));
    await user.click(within(card).getByRole('button', { name: 'Make a calendar URL' }));
    expect(await within(card).findByDisplayValue(URL_ONE)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(named(sent, 'SelfCreateIcalUrl')[0].variables).toEqual({
      business: 'demo',
      id: null,
      periodMonth: 6,
      staffCalendar: false,
    });
    expect(
      await within(card).findByText(/is in use: it shows your lessons from a month ago to the next 6 months/),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(card).queryByDisplayValue(URL_ONE)).not.toBeInTheDocument());
    expect(named(sent, 'RevokeIcalUrl')[0].variables).toEqual({
      business: 'demo',
      id: null,
      staffCalendar: false,
    });
    expect(await within(card).findByText(/No calendar URL yet/)).toBeInTheDocument();
  });

  it("asks for the staff member's teaching calendar with staffCalendar", async () => {
    const { apollo, sent } = feedsApi();
    renderPart(apollo, { staffCalendar: true });
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(card).findByText(/your teaching calendar/)).toBeInTheDocument();
    await setupUser().click(within(card).getByRole('button', { name: 'Make a calendar URL' }));
    await within(card).findByDisplayValue(URL_ONE);
    expect(named(sent, 'SelfCreateIcalUrl')[0].variables).toMatchObject({
      periodMonth: 3,
      staffCalendar: true,
    });
  });

  it("asks for a dependent's feed by id, and shows the error text and no URL when it is refused", async () => {
    const { apollo, sent } = feedsApi('periodMonth must be a whole number of months from 1 to 12');
    renderPart(apollo, { personId: 'd1' });
    const card = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(card).findByText(/see their lessons/)).toBeInTheDocument();
    await setupUser().click(within(card).getByRole('button', { name: 'Make a calendar URL' }));
    expect(
      await screen.findByText('periodMonth must be a whole number of months from 1 to 12'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(named(sent, 'SelfCreateIcalUrl')[0].variables).toMatchObject({ id: 'd1', staffCalendar: false });
    expect(named(sent, 'SelfIcalFeeds')[0].variables).toEqual({ business: 'demo', id: 'd1' });
  });
});
