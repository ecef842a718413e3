"use client";
// What the job and people filter modals share: the keyword and picked-location state with its check,
// the location field, and the 500px modal with Reset / Cancel / Apply around the form.
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { LocationInput, PICK_LOCATION_ERROR, isPickedLocation, type LocationValue } from "@/components/location/location-input";

type KeywordPlace = { keyword: string; location: string; lat: number | null; lng: number | null };

/** Keyword and location of a filter being edited; mounted per opening, so it starts from the filter in use. */
export function useKeywordPlace(initial: KeywordPlace) {
  const [keyword, setKeyword] = useState(initial.keyword);
  const [place, setPlace] = useState<LocationValue>({
    location: initial.location,
    city: "",
    state: "",
    zipcode: "",
    ...(initial.lat !== null && initial.lng !== null ? { lat: initial.lat, lng: initial.lng } : {}),
  });
  const [locationError, setLocationError] = useState<string | null>(null);

  return {
    keyword,
    setKeyword,
    place,
    setPlace,
    locationError,
    setLocationError,
    reset: () => {
      setKeyword("");
      setPlace({ location: "", city: "", state: "", zipcode: "" });
      setLocationError(null);
    },
    /** The keyword and place to apply, or null (and the location error shown) when a typed place was not picked. */
    read: (ignorePlace = false): KeywordPlace | null => {
      if (!ignorePlace && !isPickedLocation(place)) {
        setLocationError(PICK_LOCATION_ERROR);
        return null;
      }
      const location = ignorePlace ? "" : place.location.trim();
      return { keyword: keyword.trim(), location, lat: location ? (place.lat ?? null) : null, lng: location ? (place.lng ?? null) : null };
    },
  };
}

type KeywordPlaceState = ReturnType<typeof useKeywordPlace>;

export function KeywordField({ state, placeholder }: { state: KeywordPlaceState; placeholder: string }) {
  return (
    <Input
      label="Keyword"
      value={state.keyword}
      onChange={(e) => state.setKeyword(e.target.value)}
      placeholder={placeholder}
      maxLength={200}
    />
  );
}

/** The location field; with `nearbyMe` on it is emptied and disabled (the person's own place is used). */
export function PlaceField({ state, nearbyMe = false }: { state: KeywordPlaceState; nearbyMe?: boolean }) {
  return (
    <LocationInput
      value={nearbyMe ? "" : state.place.location}
      onChange={(v) => {
        state.setPlace(v);
        if (!v.location.trim()) state.setLocationError(null);
      }}
      requirePick
      onPickError={state.setLocationError}
      error={nearbyMe ? undefined : (state.locationError ?? undefined)}
      disabled={nearbyMe}
      placeholder={nearbyMe ? "Your own location" : "City or ZIP code"}
      hint={nearbyMe ? "Nearby me searches around the location on your profile." : "Pick a place from the suggestions."}
    />
  );
}

/** The "Filter" modal; `onApply` is called from the Apply button and from Enter in a text field. */
export function FilterModalFrame({
  label,
  onClose,
  onReset,
  onApply,
  children,
}: {
  /** the form's accessible name */
  label: string;
  onClose: () => void;
  onReset: () => void;
  onApply: () => void;
  children: React.ReactNode;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Filter"
      width={500}
      footer={
        <>
          <Button variant="ghost" onClick={onReset} className="mr-auto">
            Reset
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onApply()}>Apply</Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply();
        }}
        className="flex flex-col gap-5"
        aria-label={label}
      >
        {children}
        {/* Enter in a text field applies */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
