"use client";
// The job search filter (spec §2: keyword, location, distance slider, pay type, categories; 500px). A typed
// location must be picked from the suggestions (spec §5); the distance runs 0–1000 miles in steps of 1,
// 100 by default, and 0 means any distance (spec §9).
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { CategoryPicker } from "@/components/categories/category-picker";
import { LocationInput, PICK_LOCATION_ERROR, isPickedLocation, type LocationValue } from "@/components/location/location-input";
import { useGlobalData } from "@/hooks/use-global-data";
import { DEFAULT_DISTANCE, DISTANCE_MAX, DISTANCE_MIN, EMPTY_JOB_FILTER, PAY_TYPES, type JobFilter, type PayTypeFilter } from "@/components/search/filters";
import { DistanceSlider, Segmented } from "@/components/search/filter-controls";

type Props = { initial: JobFilter; onClose: () => void; onApply: (f: JobFilter) => void };

/** Mounted only while open, so each opening starts from the filter in use. */
export function JobFilterModal({ initial, onClose, onApply }: Props) {
  const { data, isLoading } = useGlobalData();
  const [keyword, setKeyword] = useState(initial.keyword);
  const [place, setPlace] = useState<LocationValue>({
    location: initial.location,
    city: "",
    state: "",
    zipcode: "",
    ...(initial.lat !== null && initial.lng !== null ? { lat: initial.lat, lng: initial.lng } : {}),
  });
  const [locationError, setLocationError] = useState<string | null>(null);
  const [distance, setDistance] = useState(initial.distance);
  const [payType, setPayType] = useState<PayTypeFilter>(initial.payType);
  const [categories, setCategories] = useState(initial.categories);

  const reset = () => {
    setKeyword("");
    setPlace({ location: "", city: "", state: "", zipcode: "" });
    setLocationError(null);
    setDistance(EMPTY_JOB_FILTER.distance);
    setPayType("Any");
    setCategories([]);
  };

  const apply = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (!isPickedLocation(place)) {
      setLocationError(PICK_LOCATION_ERROR);
      return;
    }
    const location = place.location.trim();
    onApply({
      keyword: keyword.trim(),
      location,
      lat: location ? (place.lat ?? null) : null,
      lng: location ? (place.lng ?? null) : null,
      distance,
      payType,
      categories,
    });
  };

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
      <form onSubmit={apply} className="flex flex-col gap-5" aria-label="Job search filter">
        <Input label="Keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="Job title, skill or word" maxLength={200} />
        <LocationInput
          value={place.location}
          onChange={(v) => {
            setPlace(v);
            if (!v.location.trim()) setLocationError(null);
          }}
          requirePick
          onPickError={setLocationError}
          error={locationError ?? undefined}
          placeholder="City or ZIP code"
          hint="Pick a place from the suggestions."
        />
        <DistanceSlider
          value={distance}
          onChange={setDistance}
          min={DISTANCE_MIN}
          max={DISTANCE_MAX}
          defaultValue={DEFAULT_DISTANCE}
          hint={place.location ? undefined : "The distance counts from the location above."}
        />
        <Segmented label="Pay type" name="payType" value={payType} onChange={(v) => setPayType(v as PayTypeFilter)} options={PAY_TYPES.map((p) => ({ value: p, label: p }))} />
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium text-slate-700">Categories</span>
          <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 p-3">
            <CategoryPicker categories={data?.categories ?? []} value={categories} onChange={setCategories} loading={isLoading} />
          </div>
        </div>
        {/* Enter in a text field applies */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
