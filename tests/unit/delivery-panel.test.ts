// The contract's Delivery panel once a delivery is accepted: "Accepted", and while the automatic acceptance's
// payment waits for the employer's deposit, "Waiting for funds" (the employer gets a Deposit link).
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { DeliveryPanel } from "@/components/jobs/contract/delivery-panel";
import type { HireDto, JobDto } from "@/lib/jobs/dto";

function panel(isOwner: boolean, awaitingFunds: boolean) {
  const job = { _id: "job1", payType: "Fixed", isOwner, creator: { name: "Erin Employer" } } as unknown as JobDto;
  const hire = {
    total: 300,
    totalLabel: "$300.00",
    delivery: {
      status: "accepted",
      note: "",
      deliveredAt: "2026-11-20T10:00:00.000Z",
      autoAcceptAt: "2026-11-23T10:00:00.000Z",
      decidedAt: "2026-11-23T10:00:00.000Z",
      byEmployer: false,
      awaitingFunds,
    },
  } as unknown as HireDto;
  // the panel's live updates need the app's router and query client, as on the page
  const router = { refresh() {} } as unknown as AppRouterInstance;
  const tree = createElement(DeliveryPanel, { job, hire, active: false });
  return renderToStaticMarkup(
    createElement(AppRouterContext.Provider, { value: router }, createElement(QueryClientProvider, { client: new QueryClient() }, tree)),
  );
}

describe("DeliveryPanel, accepted", () => {
  it("tells the employer the payment waits for funds, with a link to deposit", () => {
    const html = panel(true, true);
    expect(html).toContain("(automatically)");
    expect(html).toContain("Waiting for funds: your wallet cannot pay $300.00 and its fee yet.");
    expect(html).toContain('href="/dashboard/deposit"');
  });

  it("tells the worker the payment waits for the employer's funds, without the link", () => {
    const html = panel(false, true);
    expect(html).toContain("Waiting for the employer&#x27;s funds: it is paid automatically once their wallet covers it.");
    expect(html).not.toContain("/dashboard/deposit");
  });

  it("says nothing of funds once paid", () => {
    expect(panel(true, false)).not.toContain("Waiting for");
    expect(panel(false, false)).not.toContain("Waiting for");
  });
});
