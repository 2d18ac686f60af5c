/**
 * Validation messages in English, by key: zod issues of `shared` carry a key (`rooms.capacityInvalid`),
 * the API answers this text beside the key, the web app translates the key (messages-fr.ts). The spec's
 * texts are kept word for word, typos included. `{{name}}` is filled from the parameters.
 */
export const validationEn = {
  common: {
    required: 'Required field',
    minLength: 'Field must be at least {{min}} characters',
    maxLength: 'At most {{max}} characters',
    tooSmall: 'Must be at least {{min}}',
    tooLarge: 'Must be at most {{max}}',
    between: 'Between {{min}} and {{max}}',
    tooFew: 'Choose at least {{min}}',
    tooMany: 'At most {{max}} items',
    integer: 'Must be a whole number',
    invalidValue: 'Invalid value',
    invalidChoice: 'Invalid choice',
    invalidFormat: 'Invalid format',
    invalidDate: 'Invalid date',
    invalidEmail: 'Invalid email',
    unknownKeys: 'Unknown fields: {{keys}}',
    passwordMin: 'Password must be at least {{min}} characters',
    passwordNoSpaces: 'Password must not contain spaces',
    invalidSiret: 'Invalid SIRET number',
    invalidImage: 'Invalid picture',
    pageSize: 'Page size must be one of {{sizes}}',
  },
  auth: {
    firstNameRequired: 'Your first name is required',
    emailInvalid: 'Please, enter a valid email',
    signupPasswordMin: 'The password should contains at leat {{min}} characters',
    confirmRequired: 'Please, confirm your password',
    passwordMismatch: 'The password does not match',
  },
  account: {
    currentPasswordWrong: 'The current password is not correct',
    currentPasswordRequired: 'Enter your current password to change your e-mail',
  },
  users: {
    unknownRole: 'Unknown role',
    producerNotFound: 'Producer not found',
    artistNotFound: 'Artist not found',
  },
  catalogue: {
    categoryLabelRequired: 'Category name is required',
    referenceFormat: 'Use 2 to 20 letters, digits, - or _',
    artistNameRequired: 'A stage name or a last name is required',
    codeFormat: 'Use 2 to 32 letters, digits, - or _',
    feeInvalid: 'The fee must be a positive amount in cents',
    taxRateRequired: 'The tax is mandatory',
    rateInvalid: 'The rate must be between 0 and 100 %',
  },
  uploads: {
    notAnImage: 'File not uploaded',
    imageTypes: 'Only JPEG, PNG, WebP, GIF or AVIF pictures are accepted',
  },
  rooms: {
    areasRequired: 'An unplaced room needs at least one area',
    capacityInvalid: 'The capacity must be a whole number between 1 and 200,000',
    duplicateAreaName: 'Two areas have the same name',
    duplicateAreaId: 'Two areas have the same id',
    kindLocked: 'The kind of a room used by a show cannot change',
    kindLockedByPricing: 'The kind of a room with pricings cannot change',
    roomNotFound: 'Room not found',
  },
  seatMap: {
    duplicateId: 'Duplicate id',
    unknownArea: 'This row belongs to no known area',
    unknownRow: 'This seat belongs to no known row',
    duplicateSeatLabel: 'Two seats of this row have the same number',
    duplicateRowLabel: 'Two rows of this area have the same label',
    invalidColour: 'Invalid colour',
    invalidId: 'Ids are 1 to 40 letters, digits, - or _',
  },
  seatMapImport: {
    empty: 'The file is empty',
    invalidJson: 'Invalid JSON: {{reason}}',
    notAnObject: 'The file must hold one seat-map object',
  },
  shows: {
    dateRequired: 'Please select at least one date',
    timeRequired: 'Please select at least one time',
    invalidDate: 'Invalid date',
    invalidTime: 'Invalid time',
    duplicateDate: 'This date is selected twice',
    duplicateTime: 'This time is selected twice',
    durationInvalid: 'The duration must be between 1 and 1,440 minutes',
    invalidForm: 'Invalid form. Please check all fields',
    pricingOtherRoom: 'This pricing is for another room',
    tooManyEvents: 'At most 500 events at once',
  },
  events: {
    clash: 'An event already exists for this room on the date.',
    hasSales: 'This event has sales and cannot be removed',
    showHasSales: 'This show has events with sales: archive it instead',
    roomHasSales: 'The room of a show with sales cannot change',
  },
  pricings: {
    categoryNameRequired: 'Category name is required',
    taxRequired: 'The tax is mandatory',
    priceLevelNameRequired: 'The price level name is required',
    categoryNotAvailable: 'Category not available',
    priceLevelNotAvailable: 'Price level not available',
    priceInvalid: 'The price must be between 0 and 100,000 €',
    quotaInvalid: 'The quota must be a whole number of at least 1',
    unknownSeat: 'This seat is not in the room',
    pricingNotFound: 'Pricing not found',
    reorderIncomplete: 'The list must name each element of the pricing once',
  },
  orders: {
    seatListedTwice: 'A seat is listed twice',
    invalidPhone: 'Invalid phone number',
  },
} as const;

export type ValidationCatalogue = {
  [G in keyof typeof validationEn]: Record<keyof (typeof validationEn)[G], string>;
};
