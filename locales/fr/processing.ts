export const processingTexts = { processing: {} };
