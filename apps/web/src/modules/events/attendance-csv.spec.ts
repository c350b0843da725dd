import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_CSV_HEADER,
  attendanceCsv,
  attendanceFileName,
  csvField,
  csvLine,
} from './attendance-csv';

describe('attendance CSV', () => {
  it('quotes only the fields that need it, doubling quotes', () => {
    expect(csvField('Piano 30')).toBe('Piano 30');
    expect(csvField('Bell, Ann')).toBe('"Bell, Ann"');
    expect(csvField('The "Rock" camp')).toBe('"The ""Rock"" camp"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(3)).toBe('3');
    expect(csvField(false)).toBe('false');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@here')).toBe("'@here");
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
  });

  it('joins a line with commas', () => {
    expect(csvLine(['a', 'b, c', null, 'd'])).toBe('a,"b, c",,d');
  });

  it('writes the header and one row per client, times in the zone asked for', () => {
    const csv = attendanceCsv(
      [
        {
          eventId: 'e1',
          eventName: 'Piano 30',
          startAt: '2026-03-08T15:00:00.000Z',
          endAt: '2026-03-08T15:30:00.000Z',
          timezone: 'America/New_York',
          locationName: 'Main Studio',
          roomName: 'Room 1',
          serviceName: 'Private Piano',
          staffNames: ['Ann Bell', 'Bob Carr'],
          clientId: 'c1',
          clientName: 'Carr, "Chloe"',
          status: 'NO_SHOW',
          statusLabel: 'No show',
          planName: 'Single lesson',
          paid: false,
        },
      ],
      'America/New_York',
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(ATTENDANCE_CSV_HEADER.join(','));
    // 15:00 UTC on the day the clocks spring forward is 11:00 EDT
    expect(lines[1]).toBe(
      '2026-03-08,11:00,11:30,America/New_York,Piano 30,Private Piano,Main Studio,Room 1,"Ann Bell, Bob Carr","Carr, ""Chloe""",No show,Single lesson,No',
    );
    expect(lines[2]).toBe('');
    expect(lines).toHaveLength(3);
  });

  it('writes only the header for no rows, and names the file by its dates', () => {
    expect(attendanceCsv([], 'UTC')).toBe(`${ATTENDANCE_CSV_HEADER.join(',')}\r\n`);
    expect(attendanceFileName('2026-11-01', '2026-11-30')).toBe('attendance-2026-11-01-2026-11-30.csv');
  });
});
