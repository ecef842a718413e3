"use client";
// A booking request's detail state: the request (reloaded on booking events of it), the countdown of the
// provider's turn (at zero the request is expired through the call and a modal says so), accepting,
// declining and deleting, and leaving for the list.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/api-client";
import { useRealtime } from "@/hooks/use-realtime";
import { isBookingOpen, canAnswerBooking } from "@/lib/booking/states";
import { BOOKING_MSG } from "@/lib/booking/messages";
import type { BookingDto } from "@/lib/booking/dto";
import { useMinutesLeft } from "@/components/booking/countdown";

const LIST = "/dashboard/booking-requests";

export function useBookingDetail(initial: BookingDto, meId: string) {
  const router = useRouter();
  const toast = useToast();
  const [r, setR] = useState(initial);
  const [busy, setBusy] = useState<"" | "accept" | "decline" | "delete">("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [expiredModal, setExpiredModal] = useState(false);
  const isCreator = r.creator._id === meId;
  const myTurn = !isCreator && isBookingOpen(r.status) && canAnswerBooking(r.me?.status);
  const left = useMinutesLeft(r.me?.responseLimit, myTurn);

  const reload = useCallback(async () => {
    try {
      setR((await api(`booking_request/${r._id}`, undefined, { method: "GET" })).request);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        toast.info(BOOKING_MSG.Deleted);
        router.push(LIST);
      }
    }
  }, [r._id, router, toast]);

  useRealtime((e) => {
    if (e.type === "booking" && e.requestId === r._id) void reload();
  });

  // the countdown reached zero: expire through the call, say so, leave
  useEffect(() => {
    if (!myTurn || left > 0) return;
    api("booking_request/expire", { id: r._id })
      .then((res) => setR(res.request))
      .catch(() => undefined)
      .finally(() => setExpiredModal(true));
  }, [myTurn, left, r._id]);

  const answer = async (what: "accept" | "decline") => {
    setBusy(what);
    try {
      const res = await api(`booking_request/${what}`, { id: r._id });
      setR(res.request);
      toast.success(what === "accept" ? "You accepted the booking. The shift is confirmed." : "You declined the booking request.");
    } catch (err) {
      const message = (err as Error).message;
      if (message === BOOKING_MSG.ResponseExpired) setExpiredModal(true);
      else toast.error(message);
      void reload();
    } finally {
      setBusy("");
      setConfirmDecline(false);
    }
  };

  const remove = async () => {
    setBusy("delete");
    try {
      await api(`booking_request/${r._id}`, undefined, { method: "DELETE" });
      toast.success(BOOKING_MSG.Deleted);
      router.push(LIST);
    } catch (err) {
      toast.error((err as Error).message);
      setBusy("");
      setConfirmDelete(false);
    }
  };

  const leave = () => {
    setExpiredModal(false);
    router.push(LIST);
  };

  return {
    r,
    busy,
    isCreator,
    myTurn,
    left,
    answer,
    remove,
    leave,
    confirmDelete,
    setConfirmDelete,
    confirmDecline,
    setConfirmDecline,
    expiredModal,
  };
}
