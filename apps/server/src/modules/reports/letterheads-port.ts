/** An institution as its reports' letterhead prints it, and the accreditations it holds (issue #21). */
export interface Letterhead {
  name: string;
  address: string;
  phone: string;
  cma: { certNo: string | null } | null;
  cnas: { certNo: string | null } | null;
}

/** What a generated report asks of the institutions module; it implements it and wiring.ts hands it over. */
export interface ReportLetterheads {
  of(institutionId: number): Promise<Letterhead>;
}
