// POST /api/webhooks/paypal – PayPal's events (PAYMENT.CAPTURE.COMPLETED credits a PayPal deposit; PAYMENT.PAYOUTS-ITEM.* settles a withdrawal).
import { NextResponse } from "next/server";
import { readBodyCapped } from "@/lib/http/body";
import { errorResponse } from "@/lib/http/route";
import { receivePaypalWebhook } from "@/lib/money/processors/receive-paypal-webhook";

export async function POST(req: Request) {
  try {
    const raw = new TextDecoder().decode(await readBodyCapped(req, 512 * 1024));
    const answer = await receivePaypalWebhook(raw, req.headers);
    return NextResponse.json(answer.body, { status: answer.status, headers: { "cache-control": "no-store" } });
  } catch (err) {
    return errorResponse(err);
  }
}
