import { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls } from '@tempo/db';
import { PLAN_TABLE } from './scheduling-init-plan';

const TABLES = [
  'business_settings',
  'staff_member',
  'location',
  'room',
  'location_hours',
  'service',
  'plan',
  'session',
  'staff_hours',
  'time_off_request',
  'event',
];

/**
 * Scheduling's tables (ARCHITECTURE §3, §5). Every table has a `business`
 * column and row-level security. Times of day are `time`, calendar dates
 * `date`, instants `timestamptz`, zones IANA names, money integer minor units.
 */
export class SchedulingInit1795600000000 implements MigrationInterface {
  name = 'SchedulingInit1795600000000';

  async up(qr: QueryRunner): Promise<void> {
    // Copies kept from identity's business events and people's person events.
    await qr.query(`CREATE TABLE business_settings (
      business text PRIMARY KEY,
      full_name text NOT NULL DEFAULT '',
      timezone text NOT NULL DEFAULT 'UTC',
      time_off_policy_enabled boolean NOT NULL DEFAULT false,
      time_off_categories text[] NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL)`);
    await qr.query(`CREATE TABLE staff_member (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL DEFAULT '',
      email text,
      staff_role text NOT NULL,
      deactivated boolean NOT NULL DEFAULT false,
      profile_photo text,
      updated_at timestamptz NOT NULL)`);
    await qr.query(`CREATE INDEX staff_member_business ON staff_member (business, last_name, first_name)`);

    await qr.query(`CREATE TABLE location (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      name text NOT NULL,
      location_type text NOT NULL,
      description text NOT NULL DEFAULT '',
      main_photo text,
      merchant_id text, ach_merchant_id text,
      payment_gateway_api_id text, payment_gateway_api_key text,
      ach_payment_gateway_api_id text, ach_payment_gateway_api_key text,
      yelp_link text, google_review_link text, google_place_id text,
      managed_google_review_link text, managed_yelp_review_link text,
      google_rating double precision, google_ratings_count integer,
      yelp_rating double precision, yelp_ratings_count integer, yelp_business_id text,
      address text, street text, city text, state text, zip_code text, country text,
      sales_tax double precision,
      phone text, sms_phone_number text,
      timezone text, suggested_timezone text,
      visible_by_visitors boolean NOT NULL DEFAULT true,
      visible_by_clients boolean NOT NULL DEFAULT true,
      visible_in_footer boolean NOT NULL DEFAULT false,
      business_plan_cost jsonb,
      discounted boolean NOT NULL DEFAULT false,
      voip_enabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz)`);
    await qr.query(
      `CREATE INDEX location_business_name ON location (business, lower(name)) WHERE deleted_at IS NULL`,
    );
    await qr.query(`CREATE TABLE room (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
      position integer NOT NULL,
      name text NOT NULL,
      description text,
      applicable_services uuid[] NOT NULL DEFAULT '{}',
      online_id text)`);
    await qr.query(`CREATE UNIQUE INDEX room_location_name ON room (location_id, lower(name))`);
    await qr.query(`CREATE INDEX room_business ON room (business, location_id)`);
    await qr.query(`CREATE TABLE location_hours (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      location_id uuid NOT NULL REFERENCES location (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('open', 'closed')),
      position integer NOT NULL,
      start_date date NOT NULL,
      from_time time NOT NULL,
      to_time time NOT NULL,
      timezone text NOT NULL,
      rrule text)`);
    await qr.query(`CREATE INDEX location_hours_business ON location_hours (business, location_id, kind)`);

    await qr.query(`CREATE TABLE service (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      price integer,
      currency text NOT NULL DEFAULT 'USD',
      photos text[] NOT NULL DEFAULT '{}',
      main_photo text,
      tags text[] NOT NULL DEFAULT '{}',
      event_type boolean NOT NULL DEFAULT false,
      requires_booking boolean NOT NULL DEFAULT true,
      has_sessions boolean NOT NULL DEFAULT false,
      duration_minutes integer,
      hidden_at timestamptz,
      not_before_age_months integer,
      not_after_age_months integer,
      allows_join_online boolean NOT NULL DEFAULT false,
      allow_staff_to_client_cancel_unpaid boolean NOT NULL DEFAULT false,
      allow_client_to_self_cancel_unpaid boolean NOT NULL DEFAULT false,
      disable_self_cancellation boolean NOT NULL DEFAULT false,
      disable_use_credits boolean NOT NULL DEFAULT false,
      disable_lesson_mate_request boolean NOT NULL DEFAULT false,
      visit_cancellation_consequence text,
      late_visit_cancellation_consequence text,
      cancellation_window_hours integer,
      cancellation_policy text,
      late_visit_cancellation_service_credit_name text,
      visit_cancellation_service_credit_name text,
      staff_visit_cancellation_service_credit_name text,
      visit_cancellation_service_credit_subscription_period_cap_days integer,
      terms_and_conditions_revision jsonb,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz)`);
    await qr.query(
      `CREATE INDEX service_business_name ON service (business, lower(name)) WHERE deleted_at IS NULL`,
    );
    await qr.query(PLAN_TABLE);
    await qr.query(`CREATE UNIQUE INDEX plan_service_name ON plan (service_id, lower(name))`);
    await qr.query(`CREATE INDEX plan_business ON plan (business, service_id)`);
    await qr.query(`CREATE TABLE session (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      service_id uuid NOT NULL REFERENCES service (id),
      name text NOT NULL,
      start_date date NOT NULL,
      end_date date,
      status text NOT NULL DEFAULT 'SESSION_STATUS_ACTIVE',
      not_before_age_months integer,
      not_after_age_months integer,
      online_id text,
      allow_enrollment_until_date date,
      shortened_url text,
      staff_ids uuid[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz)`);
    await qr.query(`CREATE INDEX session_business_service ON session (business, service_id, start_date)`);

    await qr.query(`CREATE TABLE time_off_request (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      requester_id uuid NOT NULL,
      category text,
      note text,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL CHECK (end_at > start_at),
      all_day boolean NOT NULL DEFAULT false,
      timezone text NOT NULL,
      status text NOT NULL DEFAULT 'SUBMITTED',
      process_status text,
      reviewer_id uuid,
      reviewed_at timestamptz,
      review_note text,
      overlapping_event_ids uuid[] NOT NULL DEFAULT '{}',
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await qr.query(
      `CREATE INDEX time_off_business_requester ON time_off_request (business, requester_id, start_at)`,
    );
    await qr.query(`CREATE INDEX time_off_business_status ON time_off_request (business, status, start_at)`);
    await qr.query(`CREATE TABLE staff_hours (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      staff_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('open', 'blocked')),
      start_date date NOT NULL,
      from_time time NOT NULL,
      to_time time NOT NULL,
      timezone text NOT NULL,
      rrule text,
      location_id uuid REFERENCES location (id) ON DELETE SET NULL,
      allows_online boolean NOT NULL DEFAULT false,
      service_ids uuid[] NOT NULL DEFAULT '{}',
      room_name text,
      label text,
      hourly_rate integer,
      exceptions date[] NOT NULL DEFAULT '{}',
      time_off_request_id uuid REFERENCES time_off_request (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await qr.query(`CREATE INDEX staff_hours_business_staff ON staff_hours (business, staff_id, kind)`);

    // The calendar's events: issue 12 adds their operations; availability and location deletion read them.
    await qr.query(`CREATE TABLE event (
      id uuid PRIMARY KEY,
      business text NOT NULL,
      name text NOT NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL CHECK (end_at > start_at),
      status text NOT NULL DEFAULT 'EVENT_STATUS_ACTIVE',
      location_id uuid REFERENCES location (id),
      room_id uuid REFERENCES room (id) ON DELETE SET NULL,
      service_id uuid REFERENCES service (id),
      session_id uuid REFERENCES session (id),
      primary_staff_id uuid,
      staff_ids uuid[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await qr.query(`CREATE INDEX event_business_start ON event (business, start_at)`);
    await qr.query(`CREATE INDEX event_business_location_start ON event (business, location_id, start_at)`);
    await qr.query(`CREATE INDEX event_staff ON event USING gin (staff_ids)`);

    for (const t of TABLES) await enableTenantRls(qr, t);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const t of [...TABLES].reverse()) await qr.query(`DROP TABLE ${t}`);
  }
}
