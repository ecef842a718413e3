// What the search calls answer, as types the browser imports (`import type`, nothing of the server is
// bundled). Derived from the functions that build the answers, so client and server cannot drift apart.
import type { JobCard, Match } from "@/lib/search/job-cards";
import type { UserCard } from "@/lib/search/user-cards";
import type { JobSearchResult } from "@/lib/search/search-jobs";
import type { UserSearchResult } from "@/lib/search/search-users";
import type { SavedJobFilter, SavedUserFilter } from "@/lib/search/parse-filter";
import type { Suggestion, SuggestionType } from "@/lib/search/suggestions";
import type { getRecent } from "@/lib/search/search-log";
import type { MapsPlace } from "@/lib/geo/google-maps";

/** Why a result is in the list. */
export type SearchMatch = Match;
/** A searched word and its spelling correction ("bartnder" → "bartender"). */
export type SearchWord = JobSearchResult["words"][number];

/** A job of a result list; `match` is absent in the recently viewed list. */
export type SearchJob = Omit<JobCard, "match"> & { match?: SearchMatch };
/** A person of a result list; `match` is absent in the recently viewed list. */
export type SearchUser = Omit<UserCard, "match"> & { match?: SearchMatch };

type ListAnswer = { page: number; limit: number; hasMore: boolean; words: SearchWord[]; relaxed: boolean };
/** search/jobs (and job/search_jobs) */
export type SearchJobsAnswer = ListAnswer & { jobs: JobSearchResult["jobs"]; filter: SavedJobFilter };
/** search/users */
export type SearchUsersAnswer = ListAnswer & { users: UserSearchResult["users"]; filter: SavedUserFilter };

export type { Suggestion, SuggestionType };
/** A place picked from a location suggestion. */
export type PlacePick = NonNullable<Suggestion["place"]>;
/** search/get_suggestions */
export type SuggestionsAnswer = { query: string; result: Suggestion[] };
/** searchlog/get_recent */
export type RecentAnswer = Awaited<ReturnType<typeof getRecent>>;
/** A place of search/get_location_places. */
export type PlaceOption = MapsPlace;
/** search/get_location_places */
export type LocationPlacesAnswer = { places: PlaceOption[] };
