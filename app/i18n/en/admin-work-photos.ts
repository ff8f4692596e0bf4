/** English messages: admin.workPhotos, the Settings screen's Recent work photos (issue 17; the source of its type). */
export const adminWorkPhotos = {
  metaTitle: "Recent work photos | Admin Portal",
  title: "Recent work photos",
  intro:
    "Photos of jobs your crews really did, for the home page's Recent work section. Until you add one, the section shows illustrations of the kinds of work we do.",
  pagesLabel: "Settings pages",
  pages: {
    facts: "Business settings",
    photos: "Recent work photos",
  },
  upload: {
    title: "Add a photo",
    description:
      "Only photos of the company's own jobs: the home page presents them as our work. Ask the customer before showing their home.",
    photo: "Photo",
    photoHint:
      "JPEG, PNG or WebP, up to {maxMb} MB and at least {minWidth} × {minHeight} pixels. It is cropped to 4:3 and resized, and location data is removed.",
    caption: "Caption in English",
    captionHint:
      "What the job was, for example “New high-efficiency condenser for a home in Kendall”. Screen readers read it aloud as the photo's description.",
    captionEs: "Caption in Spanish",
    captionEsHint: "Optional: the Spanish home page shows the English caption when this is empty.",
    submit: "Upload photo",
    submitting: "Uploading...",
  },
  list: {
    title: "Photos",
    count: "{count} of {max} photos. The home page shows the first {shown}.",
    empty:
      "No photos yet. The home page shows illustrations of the kinds of work we do, without claims about particular jobs.",
    onHomePage: "On the home page",
    spanish: "Spanish:",
    sameAsEnglish: "same as the English caption",
    moveUp: "Move up",
    moveUpLabel: "Move up: {caption}",
    moveDown: "Move down",
    moveDownLabel: "Move down: {caption}",
    delete: "Delete",
    deleteLabel: "Delete photo: {caption}",
  },
  validation: {
    photoMissing: "Choose a photo to upload.",
    photoTooLarge: "The photo is larger than {maxMb} MB. Please choose a smaller file.",
    photoWrongType: "This type of file is not accepted. Upload a JPEG, PNG or WebP photo.",
    photoNotAnImage: "This file is not a picture that can be read. Upload a JPEG, PNG or WebP photo.",
    photoTooSmall: "The photo is too small: it must be at least {minWidth} × {minHeight} pixels.",
    photoTooManyPixels: "The photo has more than {maxMegapixels} megapixels. Please choose a smaller one.",
    libraryFull: "There are already {max} photos. Delete one before adding another.",
    captionRequired: "Caption is required",
    captionTooLong: "A caption must be at most {max} characters",
    captionNotAllowed: "The caption contains characters that are not allowed",
  },
  toasts: {
    addedTitle: "Photo added",
    added: "The photo is now in Recent work.",
    deletedTitle: "Photo deleted",
    deleted: "The photo was removed from Recent work.",
    movedTitle: "Order saved",
    moved: "The photos are shown in the new order.",
    validationTitle: "Please check the photo",
    failedTitle: "Error",
    failed: "The photo could not be saved. Please try again.",
    notFound: "That photo had already been removed.",
  },
  loadErrorTitle: "Error",
  loadError: "Failed to load the photos",
} as const;
