# Run.cmake — included by the packaging scripts: clayout_run(<description> <command>…) runs a
# command, prints "<description>: ok", and stops the script with the command's output when it
# fails; the output is left in `clayout_run_output`.
function(clayout_run description)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${description} failed (${status}):\n${output}")
  endif()
  message(STATUS "${description}: ok")
  set(clayout_run_output "${output}" PARENT_SCOPE)
endfunction()

# Stops unless every named variable was given with -D.
function(clayout_require)
  foreach(name IN LISTS ARGN)
    if(NOT DEFINED ${name})
      message(FATAL_ERROR "${CMAKE_CURRENT_LIST_FILE}: -D${name}=… is missing")
    endif()
  endforeach()
endfunction()
