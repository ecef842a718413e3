"use client";
// The people search filter (500px): keyword, location (picked from the suggestions), distance all
// locations / 10 / 25 / 50 / 100 miles, hourly rate any / up to 10 / 10-30 / 30-60 / 60 and above
// (employees only: employers have no rate), only my industry, nearby me (the person's own place instead of
// a location).
import { useState } from "react";
import { Segmented, Toggle } from "@/components/search/filter-controls";
import { FilterModalFrame, KeywordField, PlaceField, useKeywordPlace } from "@/components/search/filter-form";
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
  const kp = useKeywordPlace(initial);
  const [distance, setDistance] = useState<UserDistance>(initial.distance);
  const initialBucket = rateBucketOf(initial.minHourlyRate, initial.maxHourlyRate);
  // a hand-made link may carry a range that is none of the buckets: it stays until another is chosen
  const [rate, setRate] = useState<RateBucket | "custom">(initialBucket);
  const [isOnlyIndustry, setOnlyIndustry] = useState(initial.isOnlyIndustry);
  const [isNearbyMe, setNearbyMe] = useState(initial.isNearbyMe);

  const reset = () => {
    kp.reset();
    setDistance(EMPTY_USER_FILTER.distance);
    setRate("any");
    setOnlyIndustry(false);
    setNearbyMe(false);
  };

  const apply = () => {
    const where = kp.read(isNearbyMe);
    if (!where) return;
    const range =
      rate === "custom" ? { minHourlyRate: initial.minHourlyRate, maxHourlyRate: initial.maxHourlyRate } : rateBucketRange(rate);
    onApply({
      ...where,
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
    <FilterModalFrame label="People search filter" onClose={onClose} onReset={reset} onApply={apply}>
      <KeywordField state={kp} placeholder={employees ? "Name, title or skill" : "Name or company"} />
      <PlaceField state={kp} nearbyMe={isNearbyMe} />
      <Segmented
        label="Distance"
        name="distance"
        value={distance}
        onChange={(v) => setDistance(v as UserDistance)}
        options={[...USER_DISTANCES]}
        wrap
      />
      {employees && (
        <Segmented label="Hourly rate" name="rate" value={rate} onChange={(v) => setRate(v as RateBucket)} options={rateOptions} wrap />
      )}
      <div className="flex flex-col gap-2">
        <Toggle
          label="Only my industry"
          description={employees ? "People in the categories of the jobs you post." : "Employers in the categories of your profile."}
          checked={isOnlyIndustry}
          onChange={setOnlyIndustry}
        />
        <Toggle label="Nearby me" description="Around the location on your profile." checked={isNearbyMe} onChange={setNearbyMe} />
      </div>
    </FilterModalFrame>
  );
}
