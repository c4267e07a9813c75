/** The spec's toast texts for a record of a table (000 section 8, 002 section 8: "Lead added successfully", "Failed to add Lead, Try again!"). */
export const recordToasts = (singular: string) => ({
  added: `${singular} added successfully`,
  addFailed: `Failed to add ${singular}, Try again!`,
  updated: `${singular} updated successfully`,
  updateFailed: `Failed to update ${singular}, Try again!`,
  deleted: `${singular} deleted successfully`,
  deleteFailed: `Failed to delete ${singular}, Try again!`,
  status: 'Status updated successfully!',
});
