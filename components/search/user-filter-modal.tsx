"use client";
// The people search filter (spec §9 options; 500px): keyword, location (picked from the suggestions, spec
// §5), distance all locations / 10 / 25 / 50 / 100 miles, hourly rate any / up to 10 / 10-30 / 30-60 /
// 60 and above (employees only: employers have no rate), only my industry, nearby me (the person's own
// place instead of a location).
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { LocationInput, PICK_LOCATION_ERROR, isPickedLocation, type LocationValue } from "@/components/location/location-input";
import { Segmented, Toggle } from "@/components/search/filter-controls";
import {
  EMPTY_USER_FILTER,
  RATE_BUCKETS,
  USER_DISTANCES,
  rateBucketOf,
  rateBucketRange,
  rateLabel,
  type RateBucket,
  type UserDistance,
  type UserFilter,
} from "@/components/search/filters";

type Props = { initial: UserFilter; side: "provider" | "customer"; onClose: () => void; onApply: (f: UserFilter) => void };

export function UserFilterModal({ initial, side, onClose, onApply }: Props) {
  const employees = side === "provider";
  const [keyword, setKeyword] = useState(initial.keyword);
  const [place, setPlace] = useState<LocationValue>({
    location: initial.location,
    city: "",
    state: "",
    zipcode: "",
    ...(initial.lat !== null && initial.lng !== null ? { lat: initial.lat, lng: initial.lng } : {}),
  });
  const [locationError, setLocationError] = useState<string | null>(null);
  const [distance, setDistance] = useState<UserDistance>(initial.distance);
  const initialBucket = rateBucketOf(initial.minHourlyRate, initial.maxHourlyRate);
  // a hand-made link may carry a range that is none of the buckets: it stays until another is chosen
  const [rate, setRate] = useState<RateBucket | "custom">(initialBucket);
  const [isOnlyIndustry, setOnlyIndustry] = useState(initial.isOnlyIndustry);
  const [isNearbyMe, setNearbyMe] = useState(initial.isNearbyMe);

  const reset = () => {
    setKeyword("");
    setPlace({ location: "", city: "", state: "", zipcode: "" });
    setLocationError(null);
    setDistance(EMPTY_USER_FILTER.distance);
    setRate("any");
    setOnlyIndustry(false);
    setNearbyMe(false);
  };

  const apply = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!isNearbyMe && !isPickedLocation(place)) {
      setLocationError(PICK_LOCATION_ERROR);
      return;
    }
    const location = isNearbyMe ? "" : place.location.trim();
    const range = rate === "custom" ? { minHourlyRate: initial.minHourlyRate, maxHourlyRate: initial.maxHourlyRate } : rateBucketRange(rate);
    onApply({
      keyword: keyword.trim(),
      location,
      lat: location ? (place.lat ?? null) : null,
      lng: location ? (place.lng ?? null) : null,
      distance,
      ...(employees ? range : { minHourlyRate: null, maxHourlyRate: null }),
      isOnlyIndustry,
      isNearbyMe,
      categories: initial.categories,
    });
  };

  const rateOptions = [
    ...RATE_BUCKETS.map((b) => ({ value: b.value as string, label: b.label })),
    ...(rate === "custom" ? [{ value: "custom", label: rateLabel(initial.minHourlyRate, initial.maxHourlyRate) }] : []),
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title="Filter"
      width={500}
      footer={
        <>
          <Button variant="ghost" onClick={reset} className="mr-auto">
            Reset
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => apply()}>Apply</Button>
        </>
      }
    >
      <form onSubmit={apply} className="flex flex-col gap-5" aria-label="People search filter">
        <Input
          label="Keyword"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={employees ? "Name, title or skill" : "Name or company"}
          maxLength={200}
        />
        <LocationInput
          value={isNearbyMe ? "" : place.location}
          onChange={(v) => {
            setPlace(v);
            if (!v.location.trim()) setLocationError(null);
          }}
          requirePick
          onPickError={setLocationError}
          error={isNearbyMe ? undefined : (locationError ?? undefined)}
          disabled={isNearbyMe}
          placeholder={isNearbyMe ? "Your own location" : "City or ZIP code"}
          hint={isNearbyMe ? "Nearby me searches around the location on your profile." : "Pick a place from the suggestions."}
        />
        <Segmented label="Distance" name="distance" value={distance} onChange={(v) => setDistance(v as UserDistance)} options={[...USER_DISTANCES]} wrap />
        {employees && <Segmented label="Hourly rate" name="rate" value={rate} onChange={(v) => setRate(v as RateBucket)} options={rateOptions} wrap />}
        <div className="flex flex-col gap-2">
          <Toggle
            label="Only my industry"
            description={employees ? "People in the categories of the jobs you post." : "Employers in the categories of your profile."}
            checked={isOnlyIndustry}
            onChange={setOnlyIndustry}
          />
          <Toggle label="Nearby me" description="Around the location on your profile." checked={isNearbyMe} onChange={setNearbyMe} />
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
