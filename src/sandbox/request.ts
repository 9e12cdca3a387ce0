/** The service's timestamps: whole seconds since the epoch. */
export const now = () => Math.floor(Date.now() / 1000)
