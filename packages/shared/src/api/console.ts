/** GET /api/console/getMyRoles (ours): which consoles the signed-in account may open; the web shows the workbench and operator entries from it. */
export interface MyRoles {
  operator: boolean;
  /** The institution whose staff the account is, if any. */
  institution: { id: number; name: string } | null;
}
