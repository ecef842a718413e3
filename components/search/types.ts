// What the search calls answer (docs/search.md of the search back end), as the browser sees it. Kept
// here rather than imported from lib/search so the client never depends on server modules.

/** Why a result is in the list. */
export type SearchMatch = {
  /** miles from the searched place, one decimal; null without a place */
  distance: number | null;
  /** the result's skills that a searched word hit */
  skills: string[];
  /** categories hit by a word or by the category filter */
  categories: string[];
  /** where a word was found: title, skills, categories, description (people: name, title, overview) */
  fields: string[];
};

/** A searched word and its spelling correction ("bartnder" → "bartender"). */
export type SearchWord = { word: string; correction: string | null };

export type SearchJob = {
  _id: string;
  title: string;
  description: string;
  status: number;
  statusLabel: string;
  payType: "Hourly" | "Fixed";
  price: number;
  initialPrice: number;
  duration: number;
  type: string;
  skills: string[];
  categories: string[];
  location: string;
  lat: number;
  lng: number;
  city: string;
  state: string;
  county: string;
  zipcode: string;
  createdAt: string;
  postedAgo: string;
  proposalsCount: number;
  proposalsLabel: string;
  isFavorite: boolean;
  creator: { _id: string; name: string; avatar: string; city: string; state: string; reviewScore: number; reviewCount: number };
  match?: SearchMatch;
};

export type SearchUser = {
  _id: string;
  type: "customer" | "provider" | "admin";
  name: string;
  company: string;
  accountType: "personal" | "company" | null;
  avatar: string;
  location: string;
  city: string;
  state: string;
  reviewScore: number;
  reviewCount: number;
  completedJobs: number;
  title: string;
  overview: string;
  skills: string[];
  categories: string[];
  /** dollars per hour (0 when not set) */
  hourlyRate: number;
  match?: SearchMatch;
};

type ListAnswer = { page: number; limit: number; hasMore: boolean; words?: SearchWord[]; relaxed?: boolean };
export type SearchJobsAnswer = ListAnswer & { jobs: SearchJob[] };
export type SearchUsersAnswer = ListAnswer & { users: SearchUser[] };

export type SuggestionType = "user" | "job" | "category" | "location";
export type PlacePick = { city: string; state: string; county: string; zipcode: string; lat: number; lng: number };
export type Suggestion = { type: SuggestionType; _id?: string; text: string; subtext?: string; place?: PlacePick };
export type SuggestionsAnswer = { query: string; result: Suggestion[] };

export type RecentAnswer = { keywords: string[]; users: SearchUser[]; jobs: SearchJob[] };

/** A place of search/get_location_places. */
export type PlaceOption = { description: string; city: string; state: string; county: string; zipcode: string; lat: number; lng: number };
