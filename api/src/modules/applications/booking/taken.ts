// "Exactly one winner" for a time: the interviews' exclusion constraint (025_booking.sql) refuses
// a second booked interview on an interviewer's time, with SQLSTATE 23P01. Booking, the
// candidate's move and the recruiter's change of a booked interview all answer it with a 409.
import { sqlState } from '../../../db/client.js';
import { conflict } from '../../../http/errors.js';
import { TAKEN_MESSAGE } from './slots.js';

/** PostgreSQL's exclusion_violation: two bookings of one interviewer's time. */
const EXCLUSION_VIOLATION = '23P01';

/** The write's result, or 409 TAKEN_MESSAGE when another booking holds the time. */
export async function takingTheTime<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw conflict(TAKEN_MESSAGE, 'startsAt');
    throw error;
  }
}
