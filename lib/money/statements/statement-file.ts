// GET statement/get: the signed-in person's own statement of a month or a year, as a PDF or a CSV file.
import { AppError } from "@/lib/http/errors";
import { loadStatement } from "@/lib/money/statements/statement-data";
import { statementCsv } from "@/lib/money/statements/statement-csv";
import { statementPdf } from "@/lib/money/statements/statement-pdf";
import { periodOf, STATEMENT_MSG, type StatementInput } from "@/lib/money/statements/statement-period";
import { statementFileName } from "@/lib/money/statements/statement-text";

export type StatementFile = { body: Uint8Array | string; contentType: string; fileName: string };

/**
 * The file of one statement. Refuses (403) a `userId` other than the caller's: a statement is only ever its
 * owner's; and (400) a period that has not started or is too old.
 */
export async function statementFile(userId: string, input: StatementInput, now = new Date()): Promise<StatementFile> {
  if (input.userId && input.userId !== userId) throw new AppError(403, STATEMENT_MSG.NotYours);
  const period = periodOf(input, now);
  if ("error" in period) throw new AppError(400, period.error);
  const data = await loadStatement(userId, period, now);
  if (!data) throw new AppError(404, "There is no statement for this account.");
  if (input.format === "csv") {
    return { body: statementCsv(data), contentType: "text/csv; charset=utf-8", fileName: statementFileName(data, "csv") };
  }
  return { body: new Uint8Array(await statementPdf(data)), contentType: "application/pdf", fileName: statementFileName(data, "pdf") };
}
