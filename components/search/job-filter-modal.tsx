"use client";
// The job search filter (keyword, location, distance slider, pay type, when, categories; 500px). A typed
// location must be picked from the suggestions; the distance runs 0–1000 miles in steps of 1,
// 100 by default, and 0 means any distance.
import { useState } from "react";
import { CategoryPicker } from "@/components/categories/category-picker";
import { useGlobalData } from "@/hooks/use-global-data";
import {
  DEFAULT_DISTANCE,
  DISTANCE_MAX,
  DISTANCE_MIN,
  EMPTY_JOB_FILTER,
  PAY_TYPES,
  type JobFilter,
  type PayTypeFilter,
} from "@/components/search/filters";
import { DistanceSlider, Segmented } from "@/components/search/filter-controls";
import { WhenFilter, whenProblem, type When } from "@/components/search/when-filter";
import { FilterModalFrame, KeywordField, PlaceField, useKeywordPlace } from "@/components/search/filter-form";

type Props = { initial: JobFilter; onClose: () => void; onApply: (f: JobFilter) => void; worker?: boolean };

/** Mounted only while open, so each opening starts from the filter in use. */
export function JobFilterModal({ initial, onClose, onApply, worker = false }: Props) {
  const { data, isLoading } = useGlobalData();
  const kp = useKeywordPlace(initial);
  const [distance, setDistance] = useState(initial.distance);
  const [payType, setPayType] = useState<PayTypeFilter>(initial.payType);
  const [categories, setCategories] = useState(initial.categories);
  const [when, setWhen] = useState<When>({ from: initial.from, to: initial.to, fits: initial.fits });

  const reset = () => {
    kp.reset();
    setDistance(EMPTY_JOB_FILTER.distance);
    setPayType("Any");
    setCategories([]);
    setWhen({ from: "", to: "", fits: false });
  };

  const apply = () => {
    const where = kp.read();
    if (where && !whenProblem(when)) onApply({ ...where, distance, payType, categories, ...when });
  };

  return (
    <FilterModalFrame label="Job search filter" onClose={onClose} onReset={reset} onApply={apply}>
      <KeywordField state={kp} placeholder="Job title, skill or word" />
      <PlaceField state={kp} />
      <DistanceSlider
        value={distance}
        onChange={setDistance}
        min={DISTANCE_MIN}
        max={DISTANCE_MAX}
        defaultValue={DEFAULT_DISTANCE}
        hint={kp.place.location ? undefined : "The distance counts from the location above."}
      />
      <Segmented
        label="Pay type"
        name="payType"
        value={payType}
        onChange={(v) => setPayType(v as PayTypeFilter)}
        options={PAY_TYPES.map((p) => ({ value: p, label: p }))}
      />
      <WhenFilter value={when} onChange={setWhen} worker={worker} />
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-700">Categories</span>
        <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 p-3">
          <CategoryPicker categories={data?.categories ?? []} value={categories} onChange={setCategories} loading={isLoading} />
        </div>
      </div>
    </FilterModalFrame>
  );
}
