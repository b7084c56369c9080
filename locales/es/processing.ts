/** ordering.md: the processing screen texts (issue 12). Top-level key: processing. */
export const processingTexts = { processing: {} } as const;
