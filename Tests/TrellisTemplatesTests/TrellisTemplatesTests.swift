// Tests of the template compiler: XML reading, template resolution, validation and IR.
