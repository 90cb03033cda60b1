// The Sections module is a placeholder until its issue lands: it has no API yet.
// See DESIGN.md ("Layers") for what it will hold.
