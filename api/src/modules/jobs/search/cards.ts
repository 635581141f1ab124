import type { JobCard } from 'shared-kernel/contract';
import { serializeJobCard, type JobCardRow } from '../serialize.js';

// The search engine's job cards (docs/api.md "Search"): each open job's JSON as a result or a
// recommendation shows it (serializeJobCard: no description), kept in memory by id. A venue's
// and a company's part of the card is one object shared by all their jobs' cards (the flat
// venue type and town are that object's strings too), so a card costs its job's own fields.

type Venue = JobCard['venue'];
type Company = JobCard['company'];

const sameVenue = (a: Venue, b: Venue) =>
  a.name === b.name &&
  a.venueType === b.venueType &&
  a.city === b.city &&
  a.postcode === b.postcode;
const sameCompany = (a: Company, b: Company) =>
  a.name === b.name && a.slug === b.slug && a.logoUrl === b.logoUrl;

export class JobCards {
  private readonly cards = new Map<string, JobCard>();
  private readonly venues = new Map<string, Venue>();
  private readonly companies = new Map<string, Company>();

  get(id: string): JobCard | undefined {
    return this.cards.get(id);
  }

  delete(id: string): void {
    this.cards.delete(id);
  }

  /** The card of this job's row; its venue and company as those of the last card put. */
  put(row: JobCardRow): void {
    const card = serializeJobCard(row);
    const venue = this.venues.get(card.venue.id);
    if (venue && sameVenue(venue, card.venue)) card.venue = venue;
    else this.venues.set(card.venue.id, card.venue);
    const company = this.companies.get(card.company.id);
    if (company && sameCompany(company, card.company)) card.company = company;
    else this.companies.set(card.company.id, card.company);
    // The flat copies of the venue's type and town (spec section 7's names): the same strings.
    card.venueType = card.venue.venueType;
    card.location = card.venue.city;
    this.cards.set(row.id, card);
  }
}
