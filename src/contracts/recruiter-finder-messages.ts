export const RECRUITER_FINDER_MESSAGES = {
  locationUnknown: "We couldn't find that location. Enter a 5-digit ZIP code or a city and state, such as Austin, TX",
  locationTooLong: "Location must be at most 120 characters",
  coordinatesInvalid: "Latitude must be between -90 and 90 and longitude between -180 and 180",
  coordinatesPair: "Send both latitude and longitude",
  finderBranchInvalid: "Choose a branch from the list",
  pageInvalid: "Page must be a whole number of at least 1",
  recruiterNotFound: "Recruiter not found",
  ratingNotAllowed: "Only learners who have been on this recruiter's roster can rate them",
  starsRange: "Choose a rating from 1 to 5 stars",
  commentTooLong: "Comment must be at most 1,000 characters",
  leadNotFound: "Lead not found",
  leadAlreadyAccepted: "This lead is already on your roster",
} as const;
