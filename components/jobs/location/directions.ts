// The Directions action: Google Maps' public directions URL, to the coordinates when the job has them,
// else to the written address.
type Where = { lat: number; lng: number; location: string };

export function hasCoordinates(w: { lat: number; lng: number }): boolean {
  return (
    Number.isFinite(w.lat) && Number.isFinite(w.lng) && !(w.lat === 0 && w.lng === 0) && Math.abs(w.lat) <= 90 && Math.abs(w.lng) <= 180
  );
}

export function directionsUrl(w: Where): string {
  const destination = hasCoordinates(w) ? `${w.lat},${w.lng}` : encodeURIComponent(w.location);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}
