// UK places and distances (issue 15): a candidate's home area, venues' positions, distance search.
// Data: api/data/geo (towns: GeoNames CC BY 4.0; postcode districts: ONS NSPL, OGL v3).
export { lookupPlace, postcodeDistrict, placeCounts, type Place } from './places.js';
export { milesBetween, boundingBox, roundMiles, type Point } from './distance.js';
export { geocodeVenues } from './venues.js';
